import Animatic
import AnimaticExports
import AnimaticScenes

/// `draw <scene>`: runs a scene and draws it at a moment, or as a film strip of moments, as SVG:
/// the whole screen of a scene made from a view, or the `Path` and `Shape` nodes of a scene built
/// by hand (and of any scene, with `--nodes`).
struct DrawCommand: Subcommand {
    static let name = "draw"
    static let abstract =
        "Run a scene and draw it at a moment or as a film strip: a view's screen, or Path and Shape nodes."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let at = OptionDefinition("--at", value: "seconds", help: "Draw the moment at this time.")
    static let from = OptionDefinition(
        "--from", value: "seconds", help: "With --every: the film strip's first moment.", default: "0")
    static let to = OptionDefinition(
        "--to", value: "seconds", help: "With --every: the film strip's last moment.", default: "the scene's end")
    static let every = OptionDefinition(
        "--every", value: "seconds", help: "Draw a film strip: a moment every this many seconds, side by side.")
    static let nodes = OptionDefinition(
        "--nodes", value: "names",
        help: "The Path and Shape nodes to draw, comma separated, instead of the screen. "
            + "(default: a scene made from a view draws its whole screen; one built by hand, every Path and Shape node)"
    )
    static let options = [at, from, to, every, nodes] + SceneOptions.options + [.output]

    /// One moment, or a film strip.
    enum Moments {
        case at(Double)
        case strip(from: Double, to: Double?, every: Double)
    }

    let scene: SceneOptions
    let moments: Moments
    let nodes: NodeSelection
    let output: String?

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        scene = try SceneOptions(arguments, in: context)
        let at = try arguments.number(Self.at, allowsZero: true)
        let every = try arguments.number(Self.every)
        let from = try arguments.number(Self.from, allowsZero: true)
        let to = try arguments.number(Self.to, allowsZero: true)
        switch (at, every) {
        case (let at?, nil):
            guard from == nil, to == nil else {
                throw CommandLineError.usage(
                    "'--from' and '--to' go with '--every <seconds>', not with '--at <seconds>': give one moment "
                        + "with '--at', or a film strip with '--every'", of: Self.name)
            }
            moments = .at(at)
        case (nil, let every?):
            moments = .strip(from: from ?? 0, to: to, every: every)
        case (nil, nil):
            throw CommandLineError.usage(
                "Give '--at <seconds>' to draw one moment, or '--every <seconds>' (with '--from' and '--to') to "
                    + "draw a film strip", of: Self.name)
        case (.some, .some):
            throw CommandLineError.usage(
                "Give either '--at <seconds>' or '--every <seconds>', not both", of: Self.name)
        }
        nodes = NodeSelection(arguments)
        output = arguments.value(.output)
    }

    func run(in context: CommandContext) throws {
        let end = scene.until ?? scene.scene.duration
        func check(_ time: Double, _ option: OptionDefinition) throws {
            guard time <= end + 1e-9 else {
                throw CommandLineError.usage(
                    "The value '\(TraceValue.format(time))' is invalid for '\(option.synopsis)': '\(scene.scene.name)' "
                        + "ends at \(TraceValue.format(end)) s. Give a time from 0 to \(TraceValue.format(end)), or run "
                        + "the scene longer with '--until <seconds>'", of: Self.name)
            }
        }
        switch moments {
        case .at(let time): try check(time, Self.at)
        case .strip(let from, let to, _):
            try check(from, Self.from)
            if let to { try check(to, Self.to) }
        }
        let svg: String
        do {
            if nodes.requested == nil, scene.scene.isMadeFromView {
                svg = try screen(end: end)
            } else {
                svg = try drawing(end: end)
            }
        } catch let error as TraceFormatError {
            throw CommandLineError.usage(error.message, of: Self.name)
        }
        try context.write(svg, toFile: output)
    }

    /// The scene's nodes drawn from its trace: those of `--nodes`, or every Path and Shape node.
    private func drawing(end: Double) throws -> String {
        let graph = scene.run()
        _ = try nodes.names(in: graph, scene: scene.scene.name, command: Self.name)
        let drawing = try TraceDrawing(graph.trace, nodes: nodes.requested)
        switch moments {
        case .at(let time): return try drawing.svg(at: time)
        case .strip(let from, let to, let every): return try drawing.filmStrip(from: from, to: to ?? end, every: every)
        }
    }

    /// The whole screen of a scene made from a view, from its display list at each moment.
    private func screen(end: Double) throws -> String {
        let times: [Double]
        switch moments {
        case .at(let time): times = [time]
        case .strip(let from, let to, let every):
            times = try TraceDrawing.filmStripTimes(from: from, to: to ?? end, every: every)
        }
        var shown: [ScreenDrawing.Moment] = []
        scene.scene.runView(
            until: scene.until, framesPerSecond: scene.framesPerSecond, tracing: .off, pausingAt: times
        ) { host, _ in
            shown.append(ScreenDrawing.Moment(host))
        }
        let drawing = ScreenDrawing(shown)
        switch moments {
        case .at: return drawing.svg()
        case .strip: return drawing.filmStrip()
        }
    }
}
