import Animatic
import AnimaticExports

/// `plot <scene>`: runs a scene and draws its nodes' numbers over time, as SVG or CSV.
struct PlotCommand: Subcommand {
    static let name = "plot"
    static let abstract = "Run a scene and plot its nodes' numbers over time, as an SVG chart or CSV."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let formats = ["svg", "csv"]
    static let format = OptionDefinition.format(
        formats, help: "svg (a line chart per node) or csv (one row per tick).")
    static let nodes = OptionDefinition(
        "--nodes", value: "names",
        help: "The nodes to plot, comma separated, one panel each. (default: the animatable nodes)")
    static let options = [format, nodes] + SceneOptions.options + [.output]

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
        _ = try nodes.names(in: graph, scene: scene.scene.name, command: Self.name)
        let plot: TracePlot
        do {
            plot = try TracePlot(graph.trace, nodes: nodes.requested)
        } catch {
            throw CommandLineError.usage(error.message, of: Self.name)
        }
        try context.write(format == "csv" ? plot.csv() : plot.svg(), toFile: output)
    }
}
