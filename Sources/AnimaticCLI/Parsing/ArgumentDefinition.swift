/// A positional argument of a subcommand, such as `<scene>`, with its help.
struct ArgumentDefinition: Hashable, Sendable {
    /// The argument as usage lines write it, with its angle brackets: `<scene>`.
    let name: String
    /// What the argument is, for the help text.
    let help: String
    /// Whether it may be left out; optional arguments show in brackets in the usage line.
    let isOptional: Bool

    init(_ name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }
}

extension ArgumentDefinition {
    /// The scene a subcommand runs.
    static let scene = ArgumentDefinition("<scene>", help: "The scene to run (see 'list').")
}
