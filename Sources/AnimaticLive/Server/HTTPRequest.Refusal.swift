extension HTTPRequest {
    /// Why a request cannot be read, as the 4xx or 5xx response that says so: a refusal before
    /// any route sees the request.
    package struct Refusal: Error, Equatable {
        /// The response's status code, a 4xx or 5xx.
        package var status: Int
        /// What was wrong, in a sentence.
        package var message: String
    }
}
