import Animatic
import AnimaticExports

/// `trace <scene>`: runs a scene and writes its whole trace, as text, JSON or a Perfetto trace.
struct TraceCommand: Subcommand {
    static let name = "trace"
    static let abstract = "Run a scene and write its trace."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let formats = ["text", "json", "perfetto"]
    static let format = OptionDefinition.format(
        formats,
        help: "The trace format: text, json, or perfetto (the Chrome Trace Event Format, which ui.perfetto.dev "
            + "and chrome://tracing open).")
    static let options = [format] + SceneOptions.options + [.nodes, .output]

    let scene: SceneOptions
    let format: String
    let nodes: NodeSelection
    let output: String?

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        scene = try SceneOptions(arguments, in: context)
        format = try arguments.choice(Self.format, of: Self.formats)
        nodes = NodeSelection(arguments)
        output = arguments.value(.output)
    }

    func run(in context: CommandContext) throws {
        let graph = scene.run()
        let names = try nodes.names(in: graph, scene: scene.scene.name, command: Self.name)
        let text: String
        switch format {
        case "json":
            let data = try TraceJSON(graph.trace, scene: scene.scene.name, nodes: names).encoded()
            text = String(decoding: data, as: UTF8.self) + "\n"
        case "perfetto":
            let bytes = PerfettoTrace(graph.trace, scene: scene.scene.name, nodes: names).bytes()
            text = String(decoding: bytes, as: UTF8.self)
        default:
            text = graph.trace.timeline(TimelineOptions(collapsesIdleTicks: false, nodes: names))
        }
        try context.write(text, toFile: output)
    }
}
