import Animatic

/// The options every scene-running subcommand shares: the scene, `--until` and `--fps`.
///
/// Declared once, so `run`, `trace` and the others parse, check and describe them alike.
struct SceneOptions {
    /// The options, in the order help texts list them.
    static let options: [OptionDefinition] = [.until, .framesPerSecond]

    /// The scene to run.
    let scene: Scene
    /// How long to run, or `nil` for the scene's own duration.
    let until: Double?
    /// The virtual clock's frame rate.
    let framesPerSecond: Double

    /// Reads the scene (the first positional) and the shared options; no other positional may
    /// follow.
    init(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let name = try arguments.positional(0, .scene)
        try arguments.expectPositionals(atMost: 1)
        scene = try context.scene(named: name, for: arguments.command)
        until = try arguments.number(.until, allowsZero: true)
        framesPerSecond = try arguments.number(.framesPerSecond) ?? 60
        // What the graph's clock accepts, checked here so that the error is a usage error.
        if framesPerSecond > AnimationGraph.maximumFramesPerSecond {
            throw arguments.invalid(
                .framesPerSecond, arguments.value(.framesPerSecond) ?? "",
                expected: "at most \(Int(AnimationGraph.maximumFramesPerSecond)) frames per second")
        }
        if let until, until * framesPerSecond >= Double(AnimationGraph.maximumFrame) {
            let last = Double(AnimationGraph.maximumFrame) / framesPerSecond
            throw arguments.invalid(
                .until, arguments.value(.until) ?? "",
                expected: "a time before the clock's last frame (frame 2^53, "
                    + "\(TraceValue.format(last, digits: 0)) s at \(TraceValue.format(framesPerSecond)) frames per second)"
            )
        }
    }

    /// Runs the scene with these options.
    func run(tracing: TraceMode = .unbounded) -> AnimationGraph {
        scene.run(until: until, framesPerSecond: framesPerSecond, tracing: tracing)
    }
}
