import Foundation
import Testing

/// `animatic inspect`: the page it writes, where it writes it, and what it refuses.
@Suite("animatic inspect")
struct InspectCommandTests {
    struct Result {
        var status: Int32
        var output: Data
        var error: String
    }

    func animatic(_ arguments: String...) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("animatic")
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: outputData, error: String(decoding: errorData, as: UTF8.self))
    }

    func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("animatic-inspect-\(UUID().uuidString)-\(name)")
    }

    @Test("inspect writes one HTML page to --output and says where, the same bytes as standard output")
    func writesPage() throws {
        let file = temporaryFile("counter.html")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try animatic("inspect", "counter", "--output", file.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.hasPrefix("Wrote \(file.path): 273 events"))
        let page = try Data(contentsOf: file)
        #expect(String(decoding: page, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        #expect(String(decoding: page, as: UTF8.self).contains("<title>counter · Animatic inspector</title>"))
        let standardOutput = try animatic("inspect", "counter", "--output", "-")
        #expect(standardOutput.status == 0)
        #expect(standardOutput.output == page)
    }

    @Test("inspect of a graph whose tracing is off says so and exits 1")
    func tracingOff() throws {
        let result = try animatic("inspect", "counter", "--tracing", "off", "--output", "-")
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("Error: Cannot inspect 'counter': The graph's tracing is off (TraceMode.off)"))
    }

    @Test("--tracing takes unbounded, off or a positive number of ticks")
    func badTracing() throws {
        for value in ["0", "some", "-4"] {
            let result = try animatic("inspect", "counter", "--tracing", value)
            #expect(result.status == 64, "--tracing \(value)")
            #expect(
                result.error.hasPrefix(
                    "Error: The value '\(value)' is invalid for '--tracing <mode>': expected 'unbounded', 'off' or a "
                        + "positive whole number"))
        }
    }

    @Test("a bounded trace's page records how many ticks it dropped")
    func boundedTrace() throws {
        let result = try animatic("inspect", "counter", "--tracing", "20", "--output", "-")
        #expect(result.status == 0)
        // The counter runs 134 ticks: frames 0 to 132, and a second pass in frame 0 that builds the
        // body's views. 20 recorded ticks are kept, and the last stands for the 5 idle frames
        // 128-132: 24 ticks are kept, 110 dropped.
        #expect(String(decoding: result.output, as: UTF8.self).contains("\"dropped\":110,"))
    }

    @Test("the overview lists inspect, and its help describes its options")
    func help() throws {
        let overview = try animatic("--help")
        #expect(String(decoding: overview.output, as: UTF8.self).contains("  inspect "))
        let help = String(decoding: try animatic("inspect", "--help").output, as: UTF8.self)
        #expect(help.contains("USAGE: animatic inspect <scene> [--until <seconds>] [--fps <frames>] [--output <file>]"))
        #expect(help.contains("--tracing <mode>"))
    }
}
