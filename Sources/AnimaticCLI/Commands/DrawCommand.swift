import Animatic
import AnimaticExports

/// `draw <scene>`: runs a scene and draws its `Path` and `Shape` nodes at a moment, or as a film
/// strip of moments, as SVG.
struct DrawCommand: Subcommand {
    static let name = "draw"
    static let abstract = "Run a scene and draw its Path and Shape nodes at a moment, or as a film strip."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let at = OptionDefinition("--at", value: "seconds", help: "Draw the moment at this time.")
    static let from = OptionDefinition(
        "--from", value: "seconds", help: "With --every: the film strip's first moment.", default: "0")
    static let to = OptionDefinition(
        "--to", value: "seconds", help: "With --every: the film strip's last moment.", default: "the scene's end")
    static let every = OptionDefinition(
        "--every", value: "seconds", help: "Draw a film strip: a moment every this many seconds, side by side.")
    static let nodes = OptionDefinition(
        "--nodes", value: "names", help: "The nodes to draw, comma separated. (default: every Path and Shape node)")
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
        let graph = scene.run()
        _ = try nodes.names(in: graph, scene: scene.scene.name, command: Self.name)
        let svg: String
        do {
            let drawing = try TraceDrawing(graph.trace, nodes: nodes.requested)
            switch moments {
            case .at(let time): svg = try drawing.svg(at: time)
            case .strip(let from, let to, let every):
                svg = try drawing.filmStrip(from: from, to: to ?? end, every: every)
            }
        } catch {
            throw CommandLineError.usage(error.message, of: Self.name)
        }
        try context.write(svg, toFile: output)
    }
}
