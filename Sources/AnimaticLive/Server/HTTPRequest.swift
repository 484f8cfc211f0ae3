/// One HTTP/1.1 request, as ``LiveServer`` reads it: enough of the protocol for one page and the
/// requests its script makes.
package struct HTTPRequest: Sendable {
    /// The method, such as `GET` or `POST`.
    package var method: String
    /// The path of the request target, percent-decoded, without its query.
    package var path: String
    /// The query's parameters, percent-decoded; a name given twice keeps its last value.
    package var query: [String: String]
    /// The header fields, by lowercased name; a field given twice keeps its last value.
    package var headers: [String: String]
    /// The body: as many bytes as `Content-Length` says.
    package var body: [UInt8]

    /// Creates a request.
    package init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}

extension HTTPRequest {
    /// The most a request's line and header fields may take, in bytes.
    package static let maximumHeadBytes = 8_192
    /// The most a request's body may take, in bytes.
    package static let maximumBodyBytes = 16_384

    /// Parses a request's head: the request line and the header fields, the bytes before the blank
    /// line that ends them (without it).
    ///
    /// - Throws: A ``Refusal`` with 400 for a malformed line or field, 501 for a method it does
    ///   not know, 505 for a version other than HTTP/1.0 or HTTP/1.1.
    package init(head: ArraySlice<UInt8>) throws(Refusal) {
        guard let text = String(validating: head, as: UTF8.self) else {
            throw Refusal(status: 400, message: "The request's head is not UTF-8.")
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst() else {
            throw Refusal(status: 400, message: "The request has no request line.")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw Refusal(
                status: 400, message: "The request line is not 'METHOD target HTTP/1.1': \(requestLine.prefix(80))")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw Refusal(status: 505, message: "Only HTTP/1.1 is spoken here, not '\(parts[2].prefix(20))'.")
        }
        guard ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"].contains(parts[0]) else {
            throw Refusal(status: 501, message: "The method '\(parts[0].prefix(20))' is not one this server knows.")
        }
        let target = parts[1]
        guard target.hasPrefix("/") else {
            throw Refusal(status: 400, message: "The request target must be a path starting with '/'.")
        }
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = Self.percentDecoded(pathPart[0]) else {
            throw Refusal(status: 400, message: "The request's path has a bad percent escape.")
        }
        var query: [String: String] = [:]
        if pathPart.count == 2 {
            for pair in pathPart[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.percentDecoded(nameAndValue[0]),
                    let value = Self.percentDecoded(nameAndValue.count == 2 ? nameAndValue[1] : "")
                else { throw Refusal(status: 400, message: "The request's query has a bad percent escape.") }
                query[name] = value
            }
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw Refusal(status: 400, message: "A header field has no name: \(line.prefix(80))")
            }
            let name = line[..<colon]
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) else {
                throw Refusal(status: 400, message: "A header field's name is not a token: \(name.prefix(80))")
            }
            let key = name.lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if key == "host" && headers[key] != nil {
                throw Refusal(status: 400, message: "The request has two Host fields.")
            }
            headers[key] = value
        }
        self.init(method: String(parts[0]), path: path, query: query, headers: headers)
    }

    /// How many body bytes the head announces.
    ///
    /// - Throws: A ``Refusal`` with 400 for a `Content-Length` that is not a number, 413 for one
    ///   above ``maximumBodyBytes``, 501 for a `Transfer-Encoding` (chunked bodies are not read).
    package func bodyLength() throws(Refusal) -> Int {
        if headers["transfer-encoding"] != nil {
            throw Refusal(status: 501, message: "Transfer-Encoding is not supported: send a Content-Length.")
        }
        guard let text = headers["content-length"] else { return 0 }
        guard !text.isEmpty, text.count <= 12, text.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(text)
        else { throw Refusal(status: 400, message: "Content-Length is not a number: \(text.prefix(20))") }
        guard length <= Self.maximumBodyBytes else {
            throw Refusal(
                status: 413, message: "The body of \(length) bytes is larger than \(Self.maximumBodyBytes) bytes.")
        }
        return length
    }

    /// `text` with its `%XX` escapes decoded (and `+` as a space), or `nil` for a bad escape or
    /// bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
