extension LiveServer {
    /// Why the server could not start.
    package struct StartError: Error, CustomStringConvertible {
        /// What went wrong, in a sentence.
        package let description: String
    }
}
