import Animatic
import AnimaticExports

/// `graph <scene>`: the scene's node graph as text, DOT or Mermaid, at a chosen time.
struct GraphCommand: Subcommand {
    static let name = "graph"
    static let abstract = "Print a scene's node graph: nodes, roles and edges, as text, DOT or Mermaid."
    static let arguments = [ArgumentDefinition("<scene>", help: "The scene to build (see 'list').")]
    static let formats = ["text", "dot", "mermaid"]
    static let format = OptionDefinition.format(formats, help: "text, dot (Graphviz) or mermaid.")
    static let until = OptionDefinition(
        "--until", value: "seconds",
        help: "Run the scene until this time first: the edges are the ones then, such as the dashed "
            + "dependencies on time while something animates.", default: "0, the first frame")
    static let options = [format, until]

    let scene: Scene
    let format: String
    let until: Double

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        let name = try arguments.positional(0, Self.arguments[0])
        try arguments.expectPositionals(atMost: 1)
        scene = try context.scene(named: name, for: Self.name)
        format = try arguments.choice(Self.format, of: Self.formats)
        until = try arguments.number(Self.until, allowsZero: true) ?? 0
    }

    func run(in context: CommandContext) throws {
        let graph = scene.run(until: until, tracing: .off)
        if let diagram = GraphDiagram.Format(rawValue: format) {
            context.write(GraphDiagram(graph).text(diagram))
        } else {
            context.write(GraphDescription(graph).text)
        }
    }
}
