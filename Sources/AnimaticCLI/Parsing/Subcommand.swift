/// A subcommand of the command line: what it is called, what it accepts, and what it does.
///
/// Each subcommand is one type. It declares its arguments and options; the help text, the usage
/// line and the parsing all come from those declarations, so they cannot disagree. Running a
/// subcommand is two steps, as in swift-argument-parser: ``init(parsing:in:)`` checks the
/// command line, then ``run(in:)`` does the work.
protocol Subcommand {
    /// The name typed on the command line, such as `trace`.
    static var name: String { get }
    /// One line for the subcommand list.
    static var abstract: String { get }
    /// The positional arguments, in order.
    static var arguments: [ArgumentDefinition] { get }
    /// The options it accepts, besides `-h` and `--help`.
    static var options: [OptionDefinition] { get }

    /// Checks the parsed command line and keeps what ``run(in:)`` needs.
    init(parsing arguments: ParsedArguments, in context: CommandContext) throws
    /// Does the subcommand's work, writing to the context's output.
    func run(in context: CommandContext) throws
}

extension Subcommand {
    static var arguments: [ArgumentDefinition] { [] }
    static var options: [OptionDefinition] { [] }

    /// The `USAGE:` line, such as `animatic run <scene> [--until <seconds>] [--fps <frames>]`.
    static func usage(commandName: String) -> String {
        var parts = [commandName, name]
        parts += arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        parts += options.map { "[\($0.synopsis)]" }
        return parts.joined(separator: " ")
    }

    /// The whole help text, as `-h`, `--help` and `help <subcommand>` print it.
    static func help(commandName: String) -> String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage(commandName: commandName))\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in arguments { text += HelpLayout.entry(argument.name, argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            let help = option.help + (option.defaultValue.map { " (default: \($0))" } ?? "")
            text += HelpLayout.entry(option.synopsis, help)
        }
        text += HelpLayout.entry("-h, --help", "Show help information.")
        return text
    }
}
