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
        #expect(result.error.hasPrefix("Wrote \(file.path): 792 events"))
        let page = try Data(contentsOf: file)
        #expect(String(decoding: page, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        #expect(String(decoding: page, as: UTF8.self).contains("<title>counter · Animatic inspector</title>"))
        let standardOutput = try animatic("inspect", "counter", "--output", "-")
        #expect(standardOutput.status == 0)
        #expect(standardOutput.output == page)
    }

    @Test("a scene made from a view gets its screen on the page; one built by hand keeps its drawing of shapes")
    func screen() throws {
        let view = try animatic("inspect", "counter", "--output", "-")
        #expect(view.status == 0)
        let page = String(decoding: view.output, as: UTF8.self)
        #expect(page.contains("\"screen\":{\"width\":402,\"height\":874,\"frames\":[0,"))
        // Each item's SVG, escaped in the data as every string is.
        #expect(page.contains(#"\u003cg data-view=\"Text\"\u003e\u003ctext x=\"195.83\""#))
        let byHand = try animatic("inspect", "counter-by-hand", "--output", "-")
        #expect(byHand.status == 0)
        #expect(!String(decoding: byHand.output, as: UTF8.self).contains("\"screen\":"))
        let help = String(decoding: try animatic("inspect", "--help").output, as: UTF8.self)
        #expect(help.contains("for a scene made from a view, the screen at the playhead"))
    }

    @Test("--tracing takes unbounded or a positive number of ticks; off, which leaves nothing to inspect, is refused")
    func badTracing() throws {
        let expected = "expected 'unbounded' or a positive whole number of ticks to keep"
        for value in ["0", "some", "-4"] {
            let result = try animatic("inspect", "counter", "--tracing", value)
            #expect(result.status == 64, "--tracing \(value)")
            #expect(
                result.error.hasPrefix("Error: The value '\(value)' is invalid for '--tracing <mode>': \(expected)\n"))
        }
        let off = try animatic("inspect", "counter", "--tracing", "off", "--output", "-")
        #expect(off.status == 64)
        #expect(off.output.isEmpty)
        #expect(
            off.error.hasPrefix(
                "Error: The value 'off' is invalid for '--tracing <mode>': \(expected) (inspect needs a recorded "
                    + "trace, so tracing cannot be off)\n"))
    }

    /// The modes `inspect --help` offers under `--tracing`, read from its help text.
    func offeredTracingModes() throws -> String {
        let help = String(decoding: try animatic("inspect", "--help").output, as: UTF8.self)
        // The option's help runs from its name to the next option, over wrapped lines.
        let start = try #require(help.range(of: "\n  --tracing <mode>"))
        let rest = help[start.upperBound...]
        let end = rest.range(of: "\n  -")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("inspect --help offers only the tracing modes that inspect can use, each of which works")
    func helpOffersWorkingModes() throws {
        let offered = try offeredTracingModes()
        #expect(
            offered
                == "How much the graph records: unbounded, or a number of ticks to keep (a bounded trace that drops "
                + "the oldest). (default: unbounded)")
        #expect(!offered.contains("off"), "offers 'off', which inspect refuses")
        for mode in ["unbounded", "20"] {
            let result = try animatic("inspect", "counter", "--tracing", mode, "--output", "-")
            #expect(result.status == 0, "--tracing \(mode) exits \(result.status): \(result.error)")
        }
    }

    @Test("a bounded trace's page records how many ticks it dropped")
    func boundedTrace() throws {
        let result = try animatic("inspect", "counter", "--tracing", "20", "--output", "-")
        #expect(result.status == 0)
        // The counter runs 135 ticks: frames 0 to 132, and two more passes in frame 0 that build the
        // body's views level by level. 20 recorded ticks are kept, and the last stands for the 5 idle
        // frames 128-132: 24 ticks are kept, 111 dropped.
        #expect(String(decoding: result.output, as: UTF8.self).contains("\"dropped\":111,"))
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
