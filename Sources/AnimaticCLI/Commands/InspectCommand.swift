import Animatic
import AnimaticInspector
import Foundation

/// `inspect <scene>`: runs a scene and writes its trace as one self-contained HTML page.
struct InspectCommand: Subcommand {
    static let name = "inspect"
    static let abstract = "Run a scene and write its inspector: one HTML page with a playhead over the trace."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let output = OptionDefinition(
        "--output", value: "file", help: "Write the page to this file; '-' for standard output.",
        default: "<scene>.html")
    static let tracing = TracingOption.inspect
    static let options = SceneOptions.options + [output, tracing]

    let scene: SceneOptions
    let output: String
    let mode: TraceMode

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        scene = try SceneOptions(arguments, in: context)
        output = arguments.value(Self.output) ?? scene.scene.name + ".html"
        mode = try TracingOption(Self.tracing, in: arguments).mode.traceMode
    }

    func run(in context: CommandContext) throws {
        let graph = AnimationGraph(framesPerSecond: scene.framesPerSecond, tracing: mode)
        let script = scene.scene.build(graph)
        script.run(on: graph, until: scene.until ?? scene.scene.duration)
        let inspector: Inspector
        do {
            inspector = try Inspector(
                graph, title: scene.scene.name,
                interactions: script.steps.map { Inspector.Interaction(at: $0.time, $0.label) })
        } catch let error as Inspector.Error {
            throw CommandLineError.failure("Cannot inspect '\(scene.scene.name)': \(error)")
        }
        let page = inspector.htmlData()
        if output == "-" { return FileHandle.standardOutput.write(page) }
        do {
            try page.write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandLineError.failure("Cannot write '\(output)': \(error.localizedDescription)")
        }
        FileHandle.standardError.write(
            Data(
                "Wrote \(output): \(inspector.eventCount) events, \(page.count / 1024) KB. Open it in a browser.\n".utf8
            ))
    }
}
