/// One HTTP/1.1 response from ``LiveServer``: a status, a content type and a body, sent whole
/// with its `Content-Length`, and the connection closed after it.
package struct HTTPResponse: Sendable {
    /// The status code, such as 200 or 404.
    package var status: Int
    /// The body's media type, such as `text/html; charset=utf-8`.
    package var contentType: String
    /// The body.
    package var body: [UInt8]
    /// Header fields beyond the ones every response has, such as `Set-Cookie`, in order.
    package var headers: [(name: String, value: String)]

    /// Creates a response.
    package init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A plain-text response: an error's message, or a short answer.
    package static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// The reason phrase of a status code.
    package static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// The bytes sent: the status line, the header fields, a blank line and the body. Every
    /// response forbids caching and framing by other sites, and closes the connection.
    package var bytes: [UInt8] {
        let head =
            "HTTP/1.1 \(status) \(Self.reason(status))\r\n" + "Content-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\n" + "Cache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\n" + "X-Frame-Options: DENY\r\n"
            + "Referrer-Policy: no-referrer\r\n" + headers.map { "\($0.name): \($0.value)\r\n" }.joined()
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
