import Animatic
import AnimaticExports
import Foundation

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
    static let tracing = TracingOption.runOrTrace
    static let options = [format] + SceneOptions.options + [.nodes, .output, tracing]

    let scene: SceneOptions
    let format: String
    let nodes: NodeSelection
    let output: String?
    let mode: TracingOption.Mode

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        scene = try SceneOptions(arguments, in: context)
        format = try arguments.choice(Self.format, of: Self.formats)
        nodes = NodeSelection(arguments)
        output = arguments.value(.output)
        mode = try TracingOption(Self.tracing, in: arguments, streams: true).mode
    }

    func run(in context: CommandContext) throws {
        if mode == .streamed, try streams() { return }
        // A streamed run that cannot stream records every tick and is written whole.
        let graph = scene.run(tracing: mode == .streamed ? .unbounded : mode.traceMode)
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

    /// Writes the trace as the scene runs; `false` when it cannot, because `--nodes` names a node
    /// the scene has not made by its first frame (the whole run then checks the name).
    private func streams() throws -> Bool {
        var names: Set<String>?
        if nodes.requested != nil {
            let firstFrame = AnimationGraph(framesPerSecond: scene.framesPerSecond, tracing: .off)
            _ = scene.scene.build(firstFrame)
            firstFrame.update()
            guard let known = try? nodes.names(in: firstFrame, scene: scene.scene.name, command: Self.name) else {
                return false
            }
            names = known
        }
        let handle: FileHandle
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: nil),
                let file = FileHandle(forWritingAtPath: output)
            else { throw CommandLineError.failure("Cannot write '\(output)': it cannot be created.") }
            handle = file
        } else {
            handle = FileHandle.standardOutput
        }
        let stream: any TraceStreamWriter =
            switch format {
            case "json": _TraceJSONStream(scene: scene.scene.name, nodes: names)
            case "perfetto": _PerfettoStream(scene: scene.scene.name, nodes: names)
            default: _TimelineStream(options: TimelineOptions(collapsesIdleTicks: false, nodes: names))
            }
        StreamedTrace(
            scene, stream: stream, write: { handle.write($0) }, warn: { FileHandle.standardError.write(Data($0.utf8)) }
        ).run()
        if output != nil { try? handle.close() }
        return true
    }
}
