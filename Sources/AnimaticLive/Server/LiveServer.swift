#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on the loopback interface, on the platform's sockets: one connection
/// at a time, one request per connection.
///
/// It listens on 127.0.0.1 only, so no other machine can reach it. It reads a request's head (at
/// most ``HTTPRequest/maximumHeadBytes``) and body (at most ``HTTPRequest/maximumBodyBytes``),
/// refuses what it cannot read with a 4xx (or 501 and 505 for what it does not speak), hands the
/// rest to the handler, sends the handler's response and closes the connection. A client that
/// sends nothing for ``readTimeout`` milliseconds is answered 408. No request can stop it but one
/// the handler answers by calling ``stop()``.
///
///     let server = try LiveServer(port: 0)
///     print("http://127.0.0.1:\(server.port)/")
///     server.serve { request in .text(200, "hello") }
package final class LiveServer {
    /// The port it listens on: the one asked for, or the one the system chose for port 0.
    package let port: UInt16
    /// How long a connection may wait between bytes of its request, in milliseconds.
    package var readTimeout: Int32 = 2_000
    private let listener: Int32
    private let wake: Waker
    private var isStopping = false

    /// Opens the listening socket on 127.0.0.1.
    ///
    /// - Parameter port: The port; 0 for one the system chooses.
    /// - Throws: A ``StartError`` when the port is in use or the socket cannot be opened.
    package init(port: UInt16) throws(StartError) {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let socketFD = socket(AF_INET, stream, 0)
        guard socketFD >= 0 else { throw StartError(description: "Cannot open a socket: \(Self.errorText()).") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketFD, 16) == 0 else {
            let reason = errno == EADDRINUSE ? "it is in use" : Self.errorText()
            close(socketFD)
            throw StartError(description: "Cannot listen on 127.0.0.1 port \(port): \(reason).")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        guard let waker = Waker() else {
            close(socketFD)
            throw StartError(description: "Cannot open a pipe: \(Self.errorText()).")
        }
        listener = socketFD
        self.port = UInt16(bigEndian: actual.sin_port)
        wake = waker
    }

    deinit {
        close(listener)
    }

    /// A way to stop the server from another thread, such as a handler of Ctrl-C.
    package var stopper: Stopper { Stopper(waker: wake) }

    /// Stops the server after the response it is sending, if any: ``serve(_:)`` returns.
    package func stop() { isStopping = true }

    /// Answers requests until ``stop()`` is called (from the handler) or the ``stopper`` fires.
    ///
    /// - Parameter handle: Makes the response to a request the server could read.
    package func serve(_ handle: (HTTPRequest) -> HTTPResponse) {
        isStopping = false
        while !isStopping {
            var fds = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            answer(client, handle)
            close(client)
        }
    }

    /// Reads one request from `client` and writes the response to it.
    private func answer(_ client: Int32, _ handle: (HTTPRequest) -> HTTPResponse) {
        var noSignal: Int32 = 1
        #if canImport(Darwin)
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #else
            _ = noSignal
        #endif
        let response: HTTPResponse
        switch read(client) {
        case .success(let request): response = handle(request)
        case .failure(let refusal): response = .text(refusal.status, refusal.message)
        }
        transmit(response.bytes, to: client)
    }

    /// The request on `client`: its head up to the blank line, then its body.
    private func read(_ client: Int32) -> Result<HTTPRequest, HTTPRequest.Refusal> {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var headEnd: Int?
        while headEnd == nil {
            guard bytes.count <= HTTPRequest.maximumHeadBytes else {
                return .failure(
                    .init(status: 431, message: "The request's head is over \(HTTPRequest.maximumHeadBytes) bytes."))
            }
            guard let count = receive(client, into: &buffer) else {
                return .failure(.init(status: 408, message: "The request did not arrive whole in time."))
            }
            let searchFrom = max(0, bytes.count - 3)
            bytes += buffer[0..<count]
            headEnd = Self.blankLine(in: bytes, from: searchFrom)
        }
        guard let headEnd, headEnd <= HTTPRequest.maximumHeadBytes else {
            return .failure(
                .init(status: 431, message: "The request's head is over \(HTTPRequest.maximumHeadBytes) bytes."))
        }
        do {
            var request = try HTTPRequest(head: bytes[0..<headEnd])
            let length = try request.bodyLength()
            var body = Array(bytes[(headEnd + 4)...])
            while body.count < length {
                guard let count = receive(client, into: &buffer) else {
                    return .failure(.init(status: 408, message: "The request's body did not arrive whole in time."))
                }
                body += buffer[0..<count]
            }
            request.body = Array(body.prefix(length))
            return .success(request)
        } catch {
            return .failure(error)
        }
    }

    /// Reads what `client` sent next, waiting at most ``readTimeout``; `nil` when nothing came or
    /// the client closed the connection.
    private func receive(_ client: Int32, into buffer: inout [UInt8]) -> Int? {
        var fds = [pollfd(fd: client, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, readTimeout) > 0 else { return nil }
        let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
        return count > 0 ? count : nil
    }

    /// Writes all of `bytes` to `client`, giving up when the client stops reading.
    private func transmit(_ bytes: [UInt8], to client: Int32) {
        var sent = 0
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        while sent < bytes.count {
            var fds = [pollfd(fd: client, events: Int16(POLLOUT), revents: 0)]
            guard poll(&fds, 1, readTimeout) > 0 else { return }
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(client, buffer.baseAddress! + sent, buffer.count - sent, flags)
                #else
                    Darwin.send(client, buffer.baseAddress! + sent, buffer.count - sent, flags)
                #endif
            }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Where `\r\n\r\n` starts in `bytes`, looking from `start` on.
    private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in start...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
