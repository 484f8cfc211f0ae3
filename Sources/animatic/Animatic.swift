import Animatic
import Foundation
import Playgrounds

/// The `animatic` command: dispatches to the subcommands and turns errors into exit codes.
enum AnimaticCommand {
    /// Runs the command line and returns the exit code: 0, 64 for a usage error, 1 for a failure.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            try run(arguments)
            return 0
        } catch is ExitCode64 {
            return 64
        } catch let error as CommandLineError {
            var message = "Error: \(error.message)\n"
            if let command = error.usageOf {
                message += "Usage: \(command.usage)\n"
                message +=
                    command == .help
                    ? "See 'animatic --help' for more information.\n"
                    : "See 'animatic \(command.rawValue) --help' for more information.\n"
            }
            FileHandle.standardError.write(Data(message.utf8))
            return error.usageOf == nil ? 1 : 64
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            return 1
        }
    }

    static func run(_ arguments: [String]) throws {
        guard let first = arguments.first else {
            print(Command.overview, terminator: "")
            return
        }
        if first == "-h" || first == "--help" {
            print(Command.overview, terminator: "")
            return
        }
        guard let command = Command(rawValue: first) else {
            let message = "Unknown subcommand '\(first)'"
            FileHandle.standardError.write(
                Data(
                    "Error: \(message)\nUsage: animatic <subcommand>\nSee 'animatic --help' for more information.\n"
                        .utf8))
            throw ExitCode64()
        }
        let rest = arguments.dropFirst()
        switch command {
        case .help:
            let parsed = try ParsedArguments(rest, for: .help, valued: [])
            guard let name = parsed.positionals.first else {
                print(Command.overview, terminator: "")
                return
            }
            guard let subcommand = Command(rawValue: name) else {
                throw CommandLineError.usage("Unknown subcommand '\(name)'", of: .help)
            }
            print(subcommand.help, terminator: "")
        case .list:
            let parsed = try ParsedArguments(rest, for: .list, valued: [])
            if parsed.wantsHelp { return print(command.help, terminator: "") }
            try noExtraArguments(parsed, 0, command)
            let width = SceneCatalog.all.map(\.name.count).max() ?? 0
            for scene in SceneCatalog.all {
                print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
            }
        case .run:
            let parsed = try ParsedArguments(rest, for: .run, valued: ["--until", "--fps"])
            if parsed.wantsHelp { return print(command.help, terminator: "") }
            let scene = try self.scene(parsed, command)
            let graph = scene.run(
                until: try parsed.positiveNumber("--until", for: command, allowZero: true),
                framesPerSecond: try parsed.positiveNumber("--fps", for: command) ?? 60)
            print("\(scene.name): \(scene.summary)\n")
            print(scene.explanation.wrapped(width: 96) + "\n")
            print(graph.trace.timeline(), terminator: "")
        case .trace:
            let parsed = try ParsedArguments(
                rest, for: .trace, valued: ["--format", "--until", "--fps", "--nodes", "--output"])
            if parsed.wantsHelp { return print(command.help, terminator: "") }
            let scene = try self.scene(parsed, command)
            let format = parsed.options["--format"] ?? "text"
            guard format == "text" || format == "json" else {
                throw CommandLineError.usage(
                    "The value '\(format)' is invalid for '--format <format>': expected 'text' or 'json'", of: command)
            }
            let graph = scene.run(
                until: try parsed.positiveNumber("--until", for: command, allowZero: true),
                framesPerSecond: try parsed.positiveNumber("--fps", for: command) ?? 60)
            let nodes = parsed.options["--nodes"].map {
                Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
            let text: String
            if format == "json" {
                let data = try TraceJSON(graph.trace, scene: scene.name, nodes: nodes).encoded()
                text = String(decoding: data, as: UTF8.self) + "\n"
            } else {
                text = graph.trace.timeline(TimelineOptions(collapsesIdleTicks: false, nodes: nodes))
            }
            if let output = parsed.options["--output"] {
                do {
                    try text.write(toFile: output, atomically: true, encoding: .utf8)
                } catch {
                    throw CommandLineError.failure("Cannot write '\(output)': \(error.localizedDescription)")
                }
            } else {
                print(text, terminator: "")
            }
        case .graph:
            let parsed = try ParsedArguments(rest, for: .graph, valued: ["--format", "--until"])
            if parsed.wantsHelp { return print(command.help, terminator: "") }
            let scene = try self.scene(parsed, command)
            let format = parsed.options["--format"] ?? "text"
            guard format == "text" || GraphDiagram.Format(rawValue: format) != nil else {
                throw CommandLineError.usage(
                    "The value '\(format)' is invalid for '--format <format>': expected 'text', 'dot' or 'mermaid'",
                    of: command)
            }
            let until = try parsed.positiveNumber("--until", for: command, allowZero: true) ?? 0
            let graph = scene.run(until: until, tracing: .off)
            if let diagram = GraphDiagram.Format(rawValue: format) {
                print(GraphDiagram(graph).text(diagram), terminator: "")
            } else {
                print(GraphDescription(graph).text, terminator: "")
            }
        }
    }

    static func scene(_ parsed: ParsedArguments, _ command: Command) throws -> Scene {
        guard let name = parsed.positionals.first else {
            throw CommandLineError.usage("Missing expected argument '<scene>'", of: command)
        }
        try noExtraArguments(parsed, 1, command)
        guard let scene = SceneCatalog.scene(named: name) else {
            let names = SceneCatalog.all.map(\.name).joined(separator: ", ")
            throw CommandLineError.failure("Unknown scene '\(name)'. The scenes are: \(names).")
        }
        return scene
    }

    static func noExtraArguments(_ parsed: ParsedArguments, _ count: Int, _ command: Command) throws {
        if parsed.positionals.count > count {
            throw CommandLineError.usage("Unexpected argument '\(parsed.positionals[count])'", of: command)
        }
    }
}

/// Thrown after an unknown subcommand's message has been printed: exit with 64.
struct ExitCode64: Error {}
