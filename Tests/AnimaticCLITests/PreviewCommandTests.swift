import Foundation
import Testing

/// `animatic preview`: the address it prints, how it stops, and how it refuses what it cannot do.
@Suite("animatic preview")
struct PreviewCommandTests {
    let command = AnimaticCommandTests()

    /// Starts `animatic preview` with `arguments` and returns the process and the address it printed
    /// on its first line; `nil` for the address when the process printed none within ten seconds.
    func start(_ arguments: [String]) throws -> (Process, String?) {
        let process = Process()
        process.executableURL = AnimaticCommandTests.executable
        process.arguments = ["preview"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        // At most 100 reads: the address is one short line.
        for _ in 0..<100 where !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        return (process, text.split(separator: "\n").first.map(String.init))
    }

    /// Whether `process` exits within ten seconds (checked 1,000 times, 10 ms apart); if not, it
    /// is killed.
    static func exits(_ process: Process) -> Bool {
        for _ in 0..<1_000 where process.isRunning { usleep(10_000) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    @Test("it prints the page's address, with a 32-digit token, and Ctrl-C stops it with status 0")
    func addressAndInterrupt() throws {
        let (process, address) = try start(["counter"])
        let line = try #require(address)
        #expect(line.wholeMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\/[0-9a-f]{32}\//) != nil, "\(line)")
        process.interrupt()
        #expect(Self.exits(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("--port listens on the port given, on 127.0.0.1")
    func port() throws {
        // A port the system says is free: bound once on loopback, then closed.
        #if canImport(Glibc)
            let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let probe = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
            }
        }
        close(probe)
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let (process, printed) = try start(["counter", "--port", String(port)])
        let line = try #require(printed)
        #expect(line.hasPrefix("http://127.0.0.1:\(port)/"), "\(line)")
        process.interrupt()
        #expect(Self.exits(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("a port in use fails with status 1 and says so")
    func portInUse() throws {
        let (first, address) = try start(["counter"])
        defer {
            first.interrupt()
            #expect(Self.exits(first))
        }
        let port = try #require(address?.split(separator: ":").last?.split(separator: "/").first)
        let second = try command.animatic(["preview", "counter", "--port", String(port)])
        #expect(second.status == 1)
        #expect(second.error.hasPrefix("Error: Cannot listen on 127.0.0.1 port \(port): it is in use."))
    }

    @Test(
        "an unknown scene or a bad option is a usage error",
        arguments: [
            (["preview", "nosuch"], "Error: Unknown scene 'nosuch'."),
            (["preview", "counter", "--port", "65536"], "Error: The value '65536' is invalid for '--port <port>'"),
            (["preview", "counter", "--port", "-1"], "Error: The value '-1' is invalid for '--port <port>'"),
            (["preview", "counter", "--open"], "Error: Unknown option '--open'"),
            (["preview"], "Error: Missing expected argument '<scene>'"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try command.animatic(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(result.error.contains("Usage: animatic preview <scene> [--fps <frames>] [--port <port>]"))
    }
}
