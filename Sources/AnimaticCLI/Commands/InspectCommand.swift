import Animatic
import AnimaticExports
import AnimaticInspector
import Foundation

/// `inspect <scene>`: runs a scene and writes its trace as one self-contained HTML page; for a
/// scene made from a view, with the screen at each frame.
struct InspectCommand: Subcommand {
    static let name = "inspect"
    static let abstract =
        "Run a scene and write its inspector: one HTML page with a playhead over the trace and, for a scene made "
        + "from a view, the screen at the playhead."
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
        let end = scene.until ?? scene.scene.duration
        let script = scene.scene.build(graph)
        script.run(on: graph, until: end)
        let inspector: Inspector
        do {
            inspector = try Inspector(
                graph, title: scene.scene.name,
                interactions: script.steps.map { Inspector.Interaction(at: $0.time, $0.label) },
                screens: screens(of: graph.trace, until: end))
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

    /// The screens of a scene made from a view, at each frame its trace ran: the scene run again
    /// untraced, pausing at those frames. A screen equal to the one before it is not kept. None for
    /// a scene built by hand, whose page keeps its drawing of shapes.
    private func screens(of trace: Trace, until end: Double) -> [ScreenDrawing.Moment] {
        var screens: [ScreenDrawing.Moment] = []
        scene.scene.runView(
            until: end, framesPerSecond: scene.framesPerSecond, tracing: .off,
            pausingAt: Inspector.screenTimes(of: trace)
        ) { host, _ in
            let moment = ScreenDrawing.Moment(host)
            if moment.displayList != screens.last?.displayList { screens.append(moment) }
        }
        return screens
    }
}
