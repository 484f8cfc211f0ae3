import Foundation
import Testing

/// Runs the built `animatic` binary and checks what it prints and how it exits.
@Suite("animatic command")
struct AnimaticCommandTests {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The `animatic` executable, built beside the test bundle.
    static let executable: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("animatic")
    }()

    func animatic(_ arguments: String...) throws -> Result { try animatic(arguments) }

    func animatic(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
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
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    @Test("help lists the subcommands; -h, --help and no arguments print the same")
    func help() throws {
        let help = try animatic("--help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Run, trace and inspect simulated SwiftUI animation graphs."))
        for subcommand in ["list", "run", "trace", "plot", "draw", "graph", "inspect", "preview", "help"] {
            #expect(help.output.contains("  \(subcommand) "))
        }
        #expect(try animatic("-h").output == help.output)
        #expect(try animatic().output == help.output)
    }

    @Test("help <subcommand> and <subcommand> --help print the same text")
    func subcommandHelp() throws {
        let viaHelp = try animatic("help", "trace")
        let viaFlag = try animatic("trace", "--help")
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output == viaFlag.output)
        #expect(viaHelp.output.contains("USAGE: animatic trace <scene>"))
        #expect(viaHelp.output.contains("--until <seconds>"))
    }

    @Test("list names every scene with a summary")
    func list() throws {
        let result = try animatic("list")
        #expect(result.status == 0)
        #expect(result.output.contains("propagation"))
        #expect(result.output.contains("equal results cut it off"))
    }

    @Test("list first says what a seed and a Challenge are, then lists the scenes and the hand-built graphs")
    func listSaysWhatSeedsAre() throws {
        let result = try animatic("list")
        #expect(result.output.hasPrefix("The scenes come from five seeds, the articles on SwiftUI animation"))
        #expect(result.output.contains("that ends with five exercises, Challenges 1 to 5;"))
        // The names are padded to the longest, chasing-tail-spinner-by-hand, and two spaces.
        func line(_ name: String, _ summary: String) -> String {
            "\n" + name + String(repeating: " ", count: 30 - name.count) + summary
        }
        #expect(result.output.contains(line("star", "Seed 003's Challenge 1: ")))
        #expect(result.output.contains(line("counter-by-hand", "The graph of `counter` built by hand")))
        #expect(result.output.contains(line("chasing-tail-spinner-by-hand", "The graph of `chasing-tail-spinner`")))
        // Every line of the introduction fits a terminal 100 columns wide.
        let introduction = try #require(result.output.components(separatedBy: "\n\n").first)
        #expect(introduction.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test("run prints the explanation and the timeline")
    func run() throws {
        let result = try animatic("run", "propagation")
        #expect(result.status == 0)
        #expect(result.output.contains("frame 3      t = 0.050 s"))
        #expect(result.output.contains("(unchanged: nothing below runs)"))
    }

    @Test("trace --until and --nodes narrow the output")
    func traceOptions() throws {
        let result = try animatic("trace", "propagation", "--until", "0.1", "--nodes", "Label")
        #expect(result.status == 0)
        #expect(result.output.contains("eval       Label"))
        #expect(!result.output.contains("eval       parity"))
        #expect(!result.output.contains("frame 7 "))
    }

    @Test("a long run of idle frames costs one skip: the timeline ends in one idle run")
    func longIdleRun() throws {
        let result = try animatic("run", "counter", "--until", "10000")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("frames 128–600000  idle\n"))
    }

    @Test("a frame rate above the maximum and a time past the last frame are usage errors")
    func clockLimits() throws {
        let fast = try animatic("run", "counter", "--fps", "1e6")
        #expect(fast.status == 64)
        #expect(
            fast.error.hasPrefix(
                "Error: The value '1e6' is invalid for '--fps <frames>': expected at most 1000 frames per second"))
        let far = try animatic("run", "counter", "--until", "1e300")
        #expect(far.status == 64)
        #expect(
            far.error.hasPrefix(
                "Error: The value '1e300' is invalid for '--until <seconds>': expected a time before the clock's last frame"
            ))
    }

    @Test("an unknown scene is a usage error (exit 64): the list of scenes, then the usage line")
    func unknownScene() throws {
        let result = try animatic("run", "nope")
        #expect(result.status == 64)
        let lines = result.error.split(separator: "\n")
        // The list grows as scenes are added: pin its start, its form and the sequencer scenes.
        #expect(lines.first?.hasPrefix("Error: Unknown scene 'nope'. The scenes are: propagation, ") == true)
        #expect(lines.first?.contains("slosh, pulse, wiggle, wiggle-keyframes") == true)
        #expect(lines.first?.hasSuffix(".") == true)
        #expect(
            lines.dropFirst().first
                == "Usage: animatic run <scene> [--until <seconds>] [--fps <frames>] [--tracing <mode>]")
        #expect(lines.last == "See 'animatic run --help' for more information.")
    }

    @Test("an unknown top-level option says so, as argument-parser does")
    func unknownTopLevelOption() throws {
        let result = try animatic("--bogus")
        #expect(result.status == 64)
        #expect(
            result.error
                == "Error: Unknown option '--bogus'\nUsage: animatic <subcommand>\n"
                + "See 'animatic --help' for more information.\n")
    }

    @Test("help takes one subcommand at most")
    func helpWithExtraArgument() throws {
        let result = try animatic("help", "run", "extra")
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("Error: Unexpected argument 'extra'\nUsage: animatic help [<subcommand>]\n"))
        let unknown = try animatic("help", "frobnicate")
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("Error: Unknown subcommand 'frobnicate'\n"))
    }

    @Test("--nodes with a name the scene does not have lists the scene's nodes")
    func unknownNode() throws {
        let result = try animatic("trace", "counter", "--nodes", "Counter,NoSuch")
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(
            result.error.hasPrefix(
                "Error: Unknown node 'NoSuch' in '--nodes <names>'. The nodes of 'counter' are: time, "
                    + "ViewHost.structure, environment, ViewHost.root, CounterExample, CounterExample.value, "
                    + "CounterExample.body, ViewHost.layout, frame, Counter, Counter.body, frame.layout, frame.size, Text, Text.frame."
                    + "\nUsage: animatic trace <scene>"))
    }

    @Test("an unknown option is a usage error: exit 64, the usage line and where to find help")
    func unknownOption() throws {
        let result = try animatic("trace", "propagation", "--foo")
        #expect(result.status == 64)
        let lines = result.error.split(separator: "\n")
        #expect(lines.first == "Error: Unknown option '--foo'")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: animatic trace <scene>") == true)
        #expect(lines.last == "See 'animatic trace --help' for more information.")
    }

    @Test("a bad value and a missing argument are usage errors")
    func badValues() throws {
        let badNumber = try animatic("run", "propagation", "--fps", "-3")
        #expect(badNumber.status == 64)
        #expect(
            badNumber.error.hasPrefix(
                "Error: The value '-3' is invalid for '--fps <frames>': expected a positive number"))
        let missingValue = try animatic("run", "counter", "--until")
        #expect(missingValue.status == 64)
        #expect(missingValue.error.hasPrefix("Error: Missing value for '--until <seconds>'"))
        let missing = try animatic("run")
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("Error: Missing expected argument '<scene>'"))
        let unknown = try animatic("frobnicate")
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("Error: Unknown subcommand 'frobnicate'"))
    }

    @Test("graph prints nodes, kinds and edges")
    func graph() throws {
        let result = try animatic("graph", "propagation")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("6 nodes, 5 edges"))
        #expect(result.output.contains("Label         rule   ← Counter.body, parity"))
    }

    @Test("graph shows the phase state a sequencer's trigger writes")
    func graphTriggerLink() throws {
        let result = try animatic("graph", "slosh")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("8 nodes, 6 edges, 1 trigger link\n"))
        #expect(result.output.contains("slosh.phase         sequencerInternal  written when slosh.trigger changes\n"))
        let dot = try animatic("graph", "slosh", "--format", "dot")
        #expect(dot.output.contains("[style=dotted, label=\"trigger\"];"))
    }

    /// Every scene of the seeds, as `animatic list` must show them.
    static let seedScenes = [
        "wave-without-macro", "wave", "batter-gauge", "arc", "counter", "follow-path", "morph-polygon",
        "snap-polygon", "morph-vs-snap", "wave-tank", "progress-ring", "star", "truncated-morph",
        "chasing-tail-spinner", "broken-pair", "wave-step-cost", "ring-segment", "clamping-wave-shape",
    ]

    @Test("list names every seed scene, one per line")
    func listSeedScenes() throws {
        let result = try animatic("list")
        let names = result.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(Set(Self.seedScenes).isSubset(of: Set(names)))
    }

    @Test("run of each scene exits 0 with a non-empty timeline", arguments: seedScenes)
    func runScene(_ name: String) throws {
        let result = try animatic("run", name)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.hasPrefix("\(name): "))
        // The headers' column is wider in a trace with a later pass of a frame (`frame 6, pass 2`).
        #expect(result.output.contains(/\nframe 0 +t = 0\.000 s\n  eval/))
    }

    @Test("trace --format json of each scene is a trace document a JSON parser reads", arguments: seedScenes)
    func traceJSON(_ name: String) throws {
        let result = try animatic("trace", name, "--format", "json")
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "animatic-trace")
        #expect(object["scene"] as? String == name)
        #expect((object["ticks"] as? [Any])?.isEmpty == false)
        #expect((object["nodes"] as? [Any])?.isEmpty == false)
    }

    @Test("graph of each scene prints its nodes", arguments: seedScenes)
    func graphScene(_ name: String) throws {
        let result = try animatic("graph", name)
        #expect(result.status == 0)
        #expect(result.output.contains(" nodes, "))
    }

    @Test("trace --format json is the same twice, and --output writes the same bytes to a file")
    func jsonOutput() throws {
        let first = try animatic("trace", "counter", "--format", "json")
        #expect(try animatic("trace", "counter", "--format", "json").output == first.output)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try animatic("trace", "counter", "--format=json", "--output", file.path)
        #expect(written.status == 0)
        #expect(written.output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == first.output)
    }

    @Test("an unknown format is a usage error")
    func badFormat() throws {
        let result = try animatic("trace", "counter", "--format", "yaml")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: The value 'yaml' is invalid for '--format <format>': expected 'text', 'json' or 'perfetto'\nUsage: "
            ))
    }

    @Test("an unknown scene's error names every scene")
    func unknownSceneListsAll() throws {
        let result = try animatic("graph", "batter")
        #expect(result.status == 64)
        for name in Self.seedScenes { #expect(result.error.contains(name)) }
    }

    @Test("graph --format dot and mermaid draw the graph; --until shows the edges at that time")
    func graphDiagrams() throws {
        let dot = try animatic("graph", "counter", "--format", "dot", "--until", "1")
        #expect(dot.status == 0)
        #expect(dot.output.hasPrefix("digraph \"animation graph\" {"))
        #expect(dot.output.contains("[style=dashed];"))
        let atStart = try animatic("graph", "counter", "--format", "dot")
        #expect(!atStart.output.contains("[style=dashed];"))
        let mermaid = try animatic("graph", "batter-gauge", "--format", "mermaid")
        #expect(mermaid.status == 0)
        #expect(mermaid.output.hasPrefix("flowchart TB"))
        let bad = try animatic("graph", "counter", "--format", "svg")
        #expect(bad.status == 64)
        #expect(bad.error.hasPrefix("Error: The value 'svg' is invalid for '--format <format>'"))
    }
}
