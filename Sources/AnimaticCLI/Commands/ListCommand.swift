/// `list`: the scenes, with one line on each.
struct ListCommand: Subcommand {
    static let name = "list"
    static let abstract = "List the scenes, with one line on each."

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        try arguments.expectPositionals(atMost: 0)
    }

    func run(in context: CommandContext) throws {
        let width = context.scenes.map(\.name.count).max() ?? 0
        var text = context.about.map { $0 + "\n\n" } ?? ""
        for scene in context.scenes {
            text += scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary + "\n"
        }
        context.write(text)
    }
}
