import Foundation
import Testing

/// `run` and `trace` stream the text timeline, and `trace` its JSON and Perfetto forms: a frame is
/// written as it runs and dropped, and the output is the same, byte for byte, as the whole trace's
/// written at the end.
@Suite("streamed timelines")
struct StreamedTimelineTests {
    let command = AnimaticCommandTests()

    /// 40 s at 60 frames per second is 2,400 frames and more ticks: several of the pieces the stream
    /// writes at a time (1,024 ticks), so the text crosses pieces in the middle of animations, idle
    /// runs and frames' later passes.
    @Test("run streams every scene's timeline, the same bytes as the whole trace's", arguments: DeterminismTests.scenes)
    func runStreamsTheSameBytes(scene: String) throws {
        for fps in ["60", "7.5"] {
            let streamed = try command.animatic("run", scene, "--until", "40", "--fps", fps)
            let whole = try command.animatic("run", scene, "--until", "40", "--fps", fps, "--tracing", "unbounded")
            #expect(streamed.status == 0 && whole.status == 0, "\(scene) at \(fps) fps: \(streamed.error)")
            #expect(streamed.output.count > 1_000, "\(scene) printed \(streamed.output.count) characters")
            #expect(streamed.output == whole.output, "\(scene) at \(fps) fps: the streamed text differs")
        }
    }

    @Test("trace streams its text, with --nodes and to --output, the same bytes as the whole trace's")
    func traceStreamsTheSameBytes() throws {
        for arguments in [
            ["counter"], ["batter-gauge", "--nodes", "ZStack[0]/Wave,MixingBowlScreen.level"],
            ["pulse", "--nodes", "Dot"],
        ] {
            let streamed = try command.animatic(["trace"] + arguments + ["--until", "40"])
            let whole = try command.animatic(["trace"] + arguments + ["--until", "40", "--tracing", "unbounded"])
            #expect(streamed.status == 0 && !streamed.output.isEmpty, "\(arguments): \(streamed.error)")
            #expect(
                streamed.output == whole.output, "trace \(arguments.joined(separator: " ")): the streamed text differs")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try command.animatic("trace", "slosh", "--until", "30", "--output", file.path).status == 0)
        let whole = try command.animatic("trace", "slosh", "--until", "30", "--tracing", "unbounded")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == whole.output)
    }

    @Test("trace streams JSON and Perfetto, with --nodes and to --output, the same bytes as the whole trace's")
    func traceStreamsJSONAndPerfetto() throws {
        let runs = [
            ["counter"], ["pulse", "--nodes", "Dot"], ["batter-gauge-by-hand", "--nodes", "Wave.back,level"], ["slosh"],
        ]
        for format in ["json", "perfetto"] {
            for arguments in runs {
                let options = ["--format", format, "--until", "40"]
                let streamed = try command.animatic(["trace"] + arguments + options)
                let whole = try command.animatic(["trace"] + arguments + options + ["--tracing", "unbounded"])
                let name = "trace \(arguments.joined(separator: " ")) --format \(format)"
                #expect(streamed.status == 0 && streamed.output.count > 1_000, "\(name): \(streamed.error)")
                #expect(streamed.output == whole.output, "\(name): the streamed document differs")
                let document = try JSONSerialization.jsonObject(with: Data(streamed.output.utf8)) as? [String: Any]
                if format == "json" {
                    #expect(document?["schema"] as? String == "animatic-trace", "\(name)")
                    #expect(document?["scene"] as? String == arguments[0], "\(name)")
                    let nodes = document?["nodes"] as? [[String: Any]] ?? []
                    #expect(nodes.first?["name"] as? String == "time", "\(name)")
                } else {
                    #expect((document?["traceEvents"] as? [Any])?.isEmpty == false, "\(name)")
                }
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try command.animatic("trace", "wave-tank", "--format", "json", "--output", file.path)
        #expect(written.status == 0 && written.output.isEmpty)
        let whole = try command.animatic("trace", "wave-tank", "--format", "json", "--tracing", "unbounded")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == whole.output)
    }

    @Test("run and trace take --tracing streamed (the default), unbounded or a number of ticks, never off")
    func tracingOption() throws {
        for subcommand in ["run", "trace"] {
            let help = try command.animatic(subcommand, "--help").output
            #expect(help.contains("[--tracing <mode>]"), "\(subcommand) --help")
            #expect(help.contains("(default: streamed)"), "\(subcommand) --help")
            let bounded = try command.animatic(subcommand, "counter", "--tracing", "20")
            #expect(bounded.status == 0)
            #expect(bounded.output.contains("earlier ticks dropped (bounded trace)"))
            let off = try command.animatic(subcommand, "counter", "--tracing", "off")
            #expect(off.status == 64)
            #expect(
                off.error.hasPrefix(
                    "Error: The value 'off' is invalid for '--tracing <mode>': expected 'streamed', 'unbounded' or a "
                        + "positive whole number of ticks to keep"))
        }
    }

    @Test("a long run of a never-idle scene says on standard error how long it will take; a short one does not")
    func estimate() throws {
        #expect(try command.animatic("run", "pulse", "--until", "60").error.isEmpty)
        #expect(try command.animatic("run", "counter", "--until", "100000").error.isEmpty, "counter goes idle")
        // pulse for 10^5 s would take minutes: read the line, then stop the process.
        let process = Process()
        process.executableURL = AnimaticCommandTests.executable
        process.arguments = ["run", "pulse", "--until", "100000"]
        process.standardOutput = FileHandle.nullDevice
        let error = Pipe()
        process.standardError = error
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = error.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        // The process this test started, stopped by its own id.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.hasPrefix("pulse never goes idle: it animates through all 100000 s, "), "\(text)")
        #expect(text.contains(" more frames of about "), "\(text)")
        #expect(text.contains("; writing them takes about "), "\(text)")
        #expect(text.hasSuffix("A shorter --until ends sooner.\n"), "\(text)")
    }
}
