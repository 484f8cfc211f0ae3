import Foundation

/// The `animatic` command line, for any set of scenes.
///
/// `animatic` itself is this command over the built-in scenes. A package of your own gets the same
/// subcommands, help, errors and exit codes for its own scenes with a two-line `main.swift`:
///
///     import AnimaticCLI
///
///     AnimaticCLI.main(scenes: [.toggleCard])
///
/// where `.toggleCard` is a ``Scene`` you define in an extension of `Scene`. The subcommands are
/// `list`, `run`, `trace`, `plot`, `draw`, `graph`, `inspect`, `preview` and `help`; `<command> --help`
/// describes each one.
///
/// Exit codes follow swift-argument-parser's: 0 on success, 64 for a usage error (an unknown
/// option, scene or node, a bad value), 1 when the work itself fails (a file cannot be written).
public enum AnimaticCLI {
    /// The subcommands, in the order the overview lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            ListCommand.self, RunCommand.self, TraceCommand.self, PlotCommand.self, DrawCommand.self, GraphCommand.self,
            InspectCommand.self, PreviewCommand.self,
            HelpCommand.self,
        ]
    }

    /// Runs the command line for `scenes` and exits the process with the command's exit code.
    ///
    /// - Parameters:
    ///   - scenes: The scenes the command can run, in the order `list` shows them. Their names must
    ///     be unique.
    ///   - about: What `list` says before the scenes, such as where they come from; nothing if
    ///     `nil`.
    ///   - arguments: The command-line arguments after the executable's name; the process's own by
    ///     default.
    /// - Returns: Never: the process exits with 0, 64 for a usage error or 1 for a failure.
    public static func main(
        scenes: [Scene], about: String? = nil, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        exit(run(arguments, scenes: scenes, about: about))
    }

    /// Runs the command line for `scenes` and returns its exit code, without exiting.
    ///
    /// Output goes to standard output, error messages to standard error.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments after the executable's name.
    ///   - scenes: The scenes the command can run. Their names must be unique.
    ///   - commandName: The executable's name, used in usage lines and help; by default the last
    ///     path component of the running executable.
    ///   - about: What `list` says before the scenes; nothing if `nil`.
    /// - Returns: 0 on success, 64 for a usage error, 1 for a failure.
    public static func run(
        _ arguments: [String], scenes: [Scene], commandName: String? = nil, about: String? = nil
    ) -> Int32 {
        let name = commandName ?? defaultCommandName
        var seen: Set<String> = []
        for scene in scenes where !seen.insert(scene.name).inserted {
            preconditionFailure(
                "AnimaticCLI was given two scenes named '\(scene.name)': give each scene a unique name, "
                    + "since the command line finds scenes by name.")
        }
        let context = CommandContext(commandName: name, scenes: scenes, about: about)
        do {
            try dispatch(arguments, in: context)
            return 0
        } catch let error as CommandLineError {
            FileHandle.standardError.write(Data(report(error, commandName: name).utf8))
            return error.exitCode
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            return 1
        }
    }

    /// The subcommand called `name`, if there is one.
    static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name }
    }

    /// The top-level help text.
    static func overview(commandName: String) -> String {
        var text = """
            OVERVIEW: Run, trace and inspect simulated SwiftUI animation graphs.

            Animatic simulates SwiftUI's attribute graph on a virtual clock and records every node
            evaluation of every frame.

            USAGE: \(commandName) <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:

            """
        for subcommand in subcommands { text += HelpLayout.entry(subcommand.name, subcommand.abstract) }
        text += "\n  See '\(commandName) help <subcommand>' for detailed help.\n"
        return text
    }

    private static func dispatch(_ arguments: [String], in context: CommandContext) throws {
        guard let first = arguments.first, first != "-h", first != "--help" else {
            return context.write(overview(commandName: context.commandName))
        }
        if first.hasPrefix("-") {
            throw CommandLineError.usage("Unknown option '\(first)'", of: "")
        }
        guard let subcommand = subcommand(named: first) else {
            throw CommandLineError.usage("Unknown subcommand '\(first)'", of: "")
        }
        let parsed = try ParsedArguments(arguments.dropFirst(), for: subcommand.name, options: subcommand.options)
        if parsed.wantsHelp {
            return context.write(subcommand.help(commandName: context.commandName))
        }
        try subcommand.init(parsing: parsed, in: context).run(in: context)
    }

    /// The text printed on standard error for `error`: the message, then for a usage error the usage
    /// line and where the help is.
    private static func report(_ error: CommandLineError, commandName: String) -> String {
        var text = "Error: \(error.message)\n"
        guard let command = error.usageOf else { return text }
        if command == HelpCommand.name {
            text += "Usage: \(HelpCommand.usage(commandName: commandName))\n"
            text += "See '\(commandName) --help' for more information.\n"
        } else if let subcommand = subcommand(named: command) {
            text += "Usage: \(subcommand.usage(commandName: commandName))\n"
            text += "See '\(commandName) \(command) --help' for more information.\n"
        } else {
            text += "Usage: \(commandName) <subcommand>\n"
            text += "See '\(commandName) --help' for more information.\n"
        }
        return text
    }

    private static var defaultCommandName: String {
        guard let path = CommandLine.arguments.first, !path.isEmpty else { return "animatic" }
        return URL(fileURLWithPath: path).lastPathComponent
    }
}
