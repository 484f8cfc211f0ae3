import Animatic

/// One node's values over a trace's frames, as a line of text: a timeline diagram, in the spirit of
/// swift-async-algorithms' validation diagrams (`"a--b--c--|"`).
///
/// Each tick of the trace (one per frame, unless a frame ran several passes) is one symbol:
///
/// | Symbol | In that tick, the node |
/// | ------ | ---------------------- |
/// | `-`    | was not evaluated, and not set |
/// | `=`    | was evaluated and produced the value it had: the change was cut off there |
/// | `5`    | took a new value, shown as its one-character label |
/// | `(50%)` | took a new value whose label is longer than one character (or is one of `-=|() `) |
///
/// A `|` after a symbol is not a tick of its own: it marks the tick in which the graph stopped
/// animating, when the last node depending on time let go of it (`AnimationGraph.isAnimating`
/// became `false`).
///
/// A label is the value as a timeline shows it: numbers rounded to three decimals (`0.833`),
/// strings without their quotes, anything else by its description with numbers rounded
/// (`Counter(value: 0.833)`). Spaces outside parentheses are ignored, so a long diagram can be
/// grouped by second; trailing `-` symbols do not count, so a diagram ends at its last event.
///
/// The counter animating from 0 to 5 in 0.1 s, as its `Counter.body` rule sees it: `0` at the
/// first frame, the tap (`-`, the body was only verified), one frame where 0.833 still shows `0`
/// (`=`), then a new number each frame until the animation ends:
///
///     0-=12345-|
public struct TimelineDiagram: Hashable, Sendable, CustomStringConvertible {
    /// The ticks, without trailing idle ones.
    public let ticks: [Tick]

    /// Creates a diagram from its ticks; trailing idle ticks are dropped.
    ///
    /// - Parameter ticks: The ticks, in order.
    public init(ticks: [Tick]) {
        var ticks = ticks
        while let last = ticks.last, last.symbol == .idle, !last.endsAnimation { ticks.removeLast() }
        self.ticks = ticks
    }

    /// Draws the diagram of a node in a trace, one symbol per recorded tick (a run of idle frames the
    /// clock skipped gives one idle symbol per frame).
    ///
    /// - Parameters:
    ///   - trace: The trace to read.
    ///   - name: The node's name.
    ///   - digits: The decimals of numbers in labels.
    public init(_ trace: Trace, node name: String, digits: Int = 3) {
        var ticks: [Tick] = []
        var dependents: Set<NodeID> = []
        // Skipped idle frames, drawn only once something follows them (trailing idle ticks go).
        var idleFrames = 0
        for tick in trace.ticks {
            if tick.frameCount > 1 {
                idleFrames += tick.frameCount
                continue
            }
            if idleFrames > 0 {
                ticks += repeatElement(Tick(.idle), count: idleFrames)
                idleFrames = 0
            }
            var symbol = Symbol.idle
            var endsAnimation = false
            for event in tick.events {
                switch event {
                case .set(let node, _, let to, let changed, _) where node.name == name && changed:
                    symbol = .value(TimelineDiagram.label(of: to, digits: digits))
                case .evaluated(let node, _, let outcome, _, let to, _) where node.name == name:
                    if outcome == .unchanged {
                        if symbol == .idle { symbol = .unchanged }
                    } else {
                        symbol = .value(TimelineDiagram.label(of: to, digits: digits))
                    }
                case .dependencyAdded(let source, let target) where source.id == trace.timeNode:
                    dependents.insert(target.id)
                case .dependencyRemoved(let source, let target) where source.id == trace.timeNode:
                    if dependents.remove(target.id) != nil && dependents.isEmpty { endsAnimation = true }
                default:
                    break
                }
            }
            if endsAnimation && !dependents.isEmpty { endsAnimation = false }
            ticks.append(Tick(symbol, endsAnimation: endsAnimation))
        }
        self.init(ticks: ticks)
    }

    /// Reads a diagram written as text.
    ///
    /// - Parameter text: The diagram, such as `0-=12345-|`.
    /// - Throws: A ``TimelineDiagram/ParseError`` naming the offending position.
    public init(parsing text: String) throws(ParseError) {
        var ticks: [Tick] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let offset = text.distance(from: text.startIndex, to: index)
            switch character {
            case " ":
                break
            case "-":
                ticks.append(Tick(.idle))
            case "=":
                ticks.append(Tick(.unchanged))
            case "|":
                guard let last = ticks.indices.last, !ticks[last].endsAnimation else {
                    throw ParseError(text: text, offset: offset, reason: "a `|` must follow a tick's symbol")
                }
                ticks[last].endsAnimation = true
            case ")":
                throw ParseError(text: text, offset: offset, reason: "a `)` closes no `(`")
            case "(":
                var depth = 1
                var end = text.index(after: index)
                while end < text.endIndex {
                    if text[end] == "(" { depth += 1 }
                    if text[end] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    end = text.index(after: end)
                }
                guard end < text.endIndex else {
                    throw ParseError(text: text, offset: offset, reason: "a `(` is never closed")
                }
                ticks.append(Tick(.value(String(text[text.index(after: index)..<end]))))
                index = end
            default:
                ticks.append(Tick(.value(String(character))))
            }
            index = text.index(after: index)
        }
        self.init(ticks: ticks)
    }

    /// The diagram as text, such as `0-=12345-|`.
    public var description: String { ticks.map(TimelineDiagram.text).joined() }

    /// The text of one tick: its symbol, then `|` if the animation ended in it.
    static func text(of tick: Tick) -> String {
        let symbol: String
        switch tick.symbol {
        case .idle: symbol = "-"
        case .unchanged: symbol = "="
        case .value(let label):
            symbol = label.count == 1 && !"-=|() ".contains(label) ? label : "(\(label))"
        }
        return symbol + (tick.endsAnimation ? "|" : "")
    }

    /// A value's label: its timeline text, strings without quotes.
    static func label(of value: TraceValue, digits: Int) -> String {
        if let string = value.base as? String { return string }
        return value.formatted(digits: digits)
    }
}
