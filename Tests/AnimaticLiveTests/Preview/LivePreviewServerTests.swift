import AnimaticScenes
import Foundation
import Testing

@testable import AnimaticLive
@testable import AnimaticPlaygrounds

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The preview's server, in this process on an ephemeral loopback port: what it refuses, with
/// which status, and that it keeps serving after each refusal.
@Suite("live preview server", .serialized)
struct LivePreviewServerTests {
    /// A server and its routes, serving on a thread of its own until the test ends.
    final class Running: @unchecked Sendable {
        let server: LiveServer
        let preview: LivePreview
        let done = DispatchSemaphore(value: 0)

        init() throws {
            server = try LiveServer(port: 0)
            server.readTimeout = 300
            preview = LivePreview(session: LiveSession(scene: .counter), port: server.port, token: "0123abcd")
            let thread = Thread { [self] in
                server.serve { self.preview.respond(to: $0) }
                done.signal()
            }
            thread.start()
        }

        /// Stops the server and waits, at most two seconds, for its loop to return.
        func stop() -> Bool {
            server.stopper.stop()
            return done.wait(timeout: .now() + 2) == .success
        }

        /// Sends `bytes` on a new connection and returns the response's status code and body;
        /// (0, "") when the server sent nothing within two seconds.
        func send(_ bytes: [UInt8]) -> (status: Int, body: String) {
            #if canImport(Glibc)
                let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let fd = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = server.port.bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { return (0, "") }
            var sent = 0
            while sent < bytes.count {
                let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + sent, $0.count - sent) }
                // The server may answer and close before reading everything (an oversized head).
                guard count > 0 else { break }
                sent += count
            }
            var response: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            // At most 400 reads of up to 64 KB, each waiting at most two seconds.
            for _ in 0..<400 {
                var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
                guard poll(&fds, 1, 2_000) > 0 else { break }
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                response += buffer[0..<count]
            }
            let text = String(decoding: response, as: UTF8.self)
            guard let line = text.split(separator: "\r\n").first, line.hasPrefix("HTTP/1.1 "),
                let status = Int(line.dropFirst(9).prefix(3))
            else { return (0, "") }
            let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
            return (status, body)
        }

        /// A request with a good Host, to `path` under the token unless `token` is false.
        func request(
            _ method: String, _ path: String, token: Bool = true, headers: [String] = [], client: String? = nil
        ) -> (status: Int, body: String) {
            var lines = ["\(method) \(token ? "/0123abcd" : "")\(path) HTTP/1.1", "Host: 127.0.0.1:\(server.port)"]
            if let client { lines.append("X-Animatic-Client: \(client)") }
            lines += headers
            return send(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
        }

        /// The client key in the page, which the page's script sends with each request.
        func claimPage() -> String? {
            let page = request("GET", "/")
            return page.status == 200 ? claimedKey(page.body) : nil
        }

        /// The client key in a page's text.
        func claimedKey(_ page: String) -> String? {
            guard let range = page.range(of: #"{"client":""#) else { return nil }
            return String(page[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("malformed, oversized and foreign requests get a precise 4xx, and the server keeps serving")
    func refusals() throws {
        let running = try Running()
        let key = try #require(running.claimPage())
        let good = { running.request("GET", "/state", client: key).status }
        let pad = "X-Pad: " + String(repeating: "a", count: 9_000)
        // Each request, then a good one: the server answers the first with its status and keeps
        // serving.
        let cases: [(String, Int, () -> (status: Int, body: String))] = [
            ("garbage", 400, { running.send(Array("hello\r\n\r\n".utf8)) }),
            ("no target", 400, { running.send(Array("GET HTTP/1.1\r\n\r\n".utf8)) }),
            ("HTTP/2", 505, { running.send(Array("GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)) }),
            ("bad escape", 400, { running.request("GET", "/%zz") }),
            ("field without a name", 400, { running.request("GET", "/state", headers: [": x"]) }),
            ("head over 8 KB", 431, { running.request("GET", "/state", headers: [pad]) }),
            ("body over 16 KB", 413, { running.request("POST", "/frame", headers: ["Content-Length: 99999"]) }),
            ("chunked body", 501, { running.request("POST", "/frame", headers: ["Transfer-Encoding: chunked"]) }),
            ("not UTF-8", 400, { running.send([71, 69, 84, 32, 47, 0xFF, 32] + Array(" HTTP/1.1\r\n\r\n".utf8)) }),
            ("no Host", 400, { running.send(Array("GET /0123abcd/state HTTP/1.1\r\n\r\n".utf8)) }),
            (
                "foreign Host", 403,
                { running.send(Array("GET /0123abcd/ HTTP/1.1\r\nHost: evil.example\r\n\r\n".utf8)) }
            ),
            (
                "foreign Origin", 403,
                { running.request("POST", "/frame", headers: ["Origin: http://evil.example"], client: key) }
            ),
            ("no token", 403, { running.request("GET", "/", token: false) }),
            ("wrong token", 403, { running.request("GET", "/0123abce/state", token: false, client: key) }),
            ("second page", 409, { running.request("GET", "/") }),
            ("no client key", 409, { running.request("POST", "/frame") }),
            ("wrong client key", 409, { running.request("POST", "/frame", client: "nope") }),
            ("unknown route", 404, { running.request("GET", "/delete", client: key) }),
            ("wrong method", 405, { running.request("GET", "/frame", client: key) }),
            ("tap without a label", 400, { running.request("POST", "/tap", client: key) }),
            ("tap of a label not on screen", 422, { running.request("POST", "/tap?label=Like", client: key) }),
            ("silent client", 408, { running.send(Array("GET /0123abcd/state HTTP/1.1\r\n".utf8)) }),
        ]
        for (name, status, send) in cases {
            let response = send()
            #expect(response.status == status, "\(name): \(response.body)")
            #expect(good() == 200, "after \(name)")
        }
        #expect(running.request("POST", "/tap?label=Like", client: key).body.contains("'CounterExample'"))
        #expect(running.stop())
    }

    @Test("the page's requests drive the session: frames, taps and the script")
    func driving() throws {
        let running = try Running()
        let key = try #require(running.claimPage())
        for _ in 0..<5 { #expect(running.request("POST", "/frame", client: key).status == 200) }
        let tapped = running.request("POST", "/tap?label=CounterExample", client: key)
        #expect(tapped.status == 200)
        #expect(tapped.body.contains(#""frame":6,"#))
        // The tap's frame ran: its lines come with it, its screen did not change (the text is 0
        // until frame 8), so no screen comes; frame 8's screen comes, with its text 1.
        #expect(tapped.body.contains(#"set        CounterExample.value  0 → 100   in T1"#))
        #expect(!tapped.body.contains(#""screen":"#))
        #expect(!running.request("POST", "/frame", client: key).body.contains(#""screen":"#))
        let eighth = running.request("POST", "/frame", client: key).body
        #expect(eighth.contains(#""screen":{"frame":8,"#) && eighth.contains(#"\u003e1\u003c/text\u003e"#))
        // The state, which a page reads when it loads, always has it.
        #expect(running.request("GET", "/state", client: key).body.contains(#""screen":{"frame":8,"#))
        #expect(
            running.request("GET", "/script", client: key).body
                == "script: [\n    .tap(\"CounterExample\", at: 0.1),\n]\n")
        let inspector = running.request("GET", "/inspector", client: key)
        #expect(inspector.status == 200 && inspector.body.hasPrefix("<!DOCTYPE html>"))
        #expect(running.request("POST", "/stop", client: key).status == 200)
        #expect(running.preview.wantsToStop)
        #expect(running.stop())
    }

    @Test("the browser holding the session resumes it on a reload, by its cookie; another is refused")
    func reloadResumes() throws {
        let running = try Running()
        let first = running.request("GET", "/")
        #expect(first.status == 200)
        let key = try #require(running.claimedKey(first.body))
        for _ in 0..<3 { #expect(running.request("POST", "/frame", client: key).status == 200) }
        // The same browser, its cookie sent back: the same page, the same key, the session at frame 3.
        let again = running.request("GET", "/", headers: ["Cookie: other=1; animatic-client=\(key)"])
        #expect(again.status == 200)
        #expect(running.claimedKey(again.body) == key)
        #expect(running.request("GET", "/state", client: key).body.contains(#""frame":3,"#))
        // Another browser: no cookie, or another key.
        #expect(running.request("GET", "/").status == 409)
        #expect(running.request("GET", "/", headers: ["Cookie: animatic-client=0123"]).status == 409)
        #expect(running.stop())
    }

    @Test("the page's key comes as a cookie scoped to the token's path")
    func cookie() throws {
        let running = try Running()
        let page = running.preview.respond(
            to: HTTPRequest(method: "GET", path: "/0123abcd/", headers: ["host": "127.0.0.1:\(running.server.port)"]))
        let key = try #require(running.claimedKey(String(decoding: page.body, as: UTF8.self)))
        #expect(page.headers.map(\.name) == ["Set-Cookie"])
        #expect(page.headers.first?.value == "animatic-client=\(key); Path=/0123abcd/; HttpOnly; SameSite=Strict")
        #expect(running.stop())
    }

    @Test("a button with a label closure is one target on the screen, named by its identifier; it taps as scripted")
    func likeButton() throws {
        let scene = Scene(name: "like", summary: "", explanation: "", duration: 1, view: LikeButton(), script: [])
        let preview = LivePreview(session: LiveSession(scene: scene), port: 1, token: "t")
        let host = ["host": "127.0.0.1:1"]
        let page = preview.respond(to: HTTPRequest(method: "GET", path: "/t/", headers: host))
        let key = try #require(
            String(decoding: page.body, as: UTF8.self).firstMatch(of: /"client":"([0-9a-f]+)"/)?.output.1)
        let client = host.merging(["x-animatic-client": String(key)]) { $1 }
        // The button answers to its identifier, its symbol's name and its text: one target.
        #expect(preview.session.tappableLabels == ["like", "heart", "41"])
        #expect(preview.targets() == [["like", "heart", "41"]])
        // Its heart and its count are drawn, each a region of the button, named by its identifier.
        let regions = preview.regions()
        #expect(regions.map(\.0) == ["like", "like"])
        let drawn = try #require(preview.session.host?.displayList.items)
        let heart = try #require(drawn.first { $0.systemImage == "heart" }?.drawnFrame)
        let count = try #require(drawn.first { $0.text == "41" }?.drawnFrame)
        let boxes: [[Double]] = [heart, count].map { frame in
            [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]
        }
        #expect(regions.map(\.1) == boxes)
        // Tapped at frame 21, it is `.tap("like", at: 0.35)` in the session's script.
        for _ in 0..<20 { _ = preview.respond(to: HTTPRequest(method: "POST", path: "/t/frame", headers: client)) }
        let tapped = preview.respond(
            to: HTTPRequest(method: "POST", path: "/t/tap", query: ["label": "like"], headers: client))
        #expect(tapped.status == 200)
        #expect(preview.session.swiftScript == "script: [\n    .tap(\"like\", at: 0.35),\n]\n")
        #expect(preview.session.host?.displayList.items.contains { $0.text == "42" } == true)
    }

    @Test("a port in use is refused with the reason")
    func portInUse() throws {
        let first = try LiveServer(port: 0)
        #expect(throws: LiveServer.StartError.self) { try LiveServer(port: first.port) }
        do {
            _ = try LiveServer(port: first.port)
        } catch {
            #expect(error.description == "Cannot listen on 127.0.0.1 port \(first.port): it is in use.")
        }
    }
}
