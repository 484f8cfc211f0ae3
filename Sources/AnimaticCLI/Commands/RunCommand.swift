/// `run <scene>`: runs a scene and prints what it teaches and its narrated timeline.
struct RunCommand: Subcommand {
    static let name = "run"
    static let abstract = "Run a scene and print its narrated timeline."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let options = SceneOptions.options

    let scene: SceneOptions

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        scene = try SceneOptions(arguments, in: context)
    }

    func run(in context: CommandContext) throws {
        let graph = scene.run()
        context.write("\(scene.scene.name): \(scene.scene.summary)\n\n")
        context.write(scene.scene.explanation.wrapped(width: 96) + "\n\n")
        context.write(graph.trace.timeline())
    }
}
