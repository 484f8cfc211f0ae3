/// `help [<subcommand>]`: the overview, or one subcommand's help.
struct HelpCommand: Subcommand {
    static let name = "help"
    static let abstract = "Show help for a subcommand."
    static let arguments = [ArgumentDefinition("<subcommand>", help: "The subcommand to describe.", isOptional: true)]

    let subcommand: (any Subcommand.Type)?

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        try arguments.expectPositionals(atMost: 1)
        guard let name = arguments.positionals.first else {
            subcommand = nil
            return
        }
        guard let found = AnimaticCLI.subcommand(named: name) else {
            throw CommandLineError.usage("Unknown subcommand '\(name)'", of: Self.name)
        }
        subcommand = found
    }

    func run(in context: CommandContext) throws {
        context.write(
            subcommand?.help(commandName: context.commandName) ?? AnimaticCLI.overview(commandName: context.commandName)
        )
    }
}
