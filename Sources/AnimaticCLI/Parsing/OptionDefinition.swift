/// One `--name <value>` option of a subcommand: its name, the value it takes and its help.
///
/// Options shared by several subcommands are declared once, as static members, and each
/// subcommand lists the ones it accepts. Help texts, usage lines and error messages are all made
/// from these definitions, so an error names a value the way the help does (`--until <seconds>`).
struct OptionDefinition: Hashable, Sendable {
    /// The option's name with its dashes, such as `--until`.
    let name: String
    /// The name of its value, shown in angle brackets: `seconds` for `--until <seconds>`.
    let valueName: String
    /// What the option does, for the help text.
    let help: String
    /// The value used when the option is not given, shown as `(default: …)`; `nil` if none.
    let defaultValue: String?

    init(_ name: String, value valueName: String, help: String, default defaultValue: String? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
    }

    /// The option as help and errors write it: `--until <seconds>`.
    var synopsis: String { "\(name) <\(valueName)>" }
}

extension OptionDefinition {
    /// How long to run a scene.
    static let until = OptionDefinition(
        "--until", value: "seconds", help: "Run until this time instead of the scene's own duration.")
    /// The virtual clock's frame rate.
    static let framesPerSecond = OptionDefinition(
        "--fps", value: "frames", help: "Frames per second of the virtual clock, at most 1000.", default: "60")
    /// The nodes a subcommand narrows its output to.
    static let nodes = OptionDefinition("--nodes", value: "names", help: "Only these nodes, comma separated.")
    /// Where a subcommand writes instead of standard output.
    static let output = OptionDefinition(
        "--output", value: "file", help: "Write to this file instead of standard output.")

    /// A `--format <format>` option accepting `formats`, the first being the default.
    static func format(_ formats: [String], help: String) -> OptionDefinition {
        OptionDefinition("--format", value: "format", help: help, default: formats.first)
    }
}
