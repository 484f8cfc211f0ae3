import Animatic
import Foundation

/// `run <scene>`: runs a scene and prints what it teaches and its narrated timeline.
struct RunCommand: Subcommand {
    static let name = "run"
    static let abstract = "Run a scene and print its narrated timeline."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let tracing = TracingOption.runOrTrace
    static let options = SceneOptions.options + [tracing]

    let scene: SceneOptions
    let mode: TracingOption.Mode

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        scene = try SceneOptions(arguments, in: context)
        mode = try TracingOption(Self.tracing, in: arguments, streams: true).mode
    }

    func run(in context: CommandContext) throws {
        context.write("\(scene.scene.name): \(scene.scene.summary)\n\n")
        context.write(scene.scene.explanation.wrapped(width: 96) + "\n\n")
        guard mode != .streamed else {
            return StreamedTrace(
                scene, stream: _TimelineStream(options: TimelineOptions()),
                write: { FileHandle.standardOutput.write($0) }, warn: { FileHandle.standardError.write(Data($0.utf8)) }
            ).run()
        }
        context.write(scene.run(tracing: mode.traceMode).trace.timeline())
    }
}
