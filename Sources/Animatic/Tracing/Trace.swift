import Foundation

/// The recorded history of an ``AnimationGraph``: one ``TraceTick`` per frame, each with the events
/// of that frame in order.
///
/// Read it to see how a change propagated, or to assert in a test which nodes ran in which frame
/// and with which values:
///
///     let graph = AnimationGraph()
///     let value = graph.state(0, name: "value")
///     let label = graph.rule(name: "label") { "\(value.value)" }
///     graph.update()
///     value.value = 1
///     graph.update()
///     graph.trace.ticks[1].evaluated      // ["label"]
///     graph.trace.samples(of: "label")    // "0" at t = 0, "1" at t = 0
///     print(graph.trace.timeline())
///
/// A trace is a value: a snapshot of the history at the time you read ``AnimationGraph/trace``.
public struct Trace: Sendable {
    /// The recorded ticks, oldest first. In a bounded ``TraceMode`` the oldest may have been dropped.
    public let ticks: [TraceTick]
    /// How many ticks were dropped from the front to keep the trace bounded.
    public let droppedTickCount: Int
    /// The frame rate of the graph that recorded the trace.
    public let framesPerSecond: Double
    /// The graph's time node: edges from it are shown as dependencies on time.
    public let timeNode: NodeID?
    /// The frame a value that is a `Shape` is drawn in, for drawings and the JSON form's path data
    /// (a `Path` is drawn as it is); ``defaultCanvas`` unless you set another.
    public var canvas: CGRect

    /// The canvas traces draw shapes in unless told otherwise: a 100-point square at the origin,
    /// the frame the playground scenes draw in.
    public static let defaultCanvas = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// Creates a trace from ticks.
    public init(
        ticks: [TraceTick], framesPerSecond: Double, droppedTickCount: Int = 0, timeNode: NodeID? = nil,
        canvas: CGRect = Trace.defaultCanvas
    ) {
        self.ticks = ticks
        self.framesPerSecond = framesPerSecond
        self.droppedTickCount = droppedTickCount
        self.timeNode = timeNode
        self.canvas = canvas
    }

    /// The tick with the given index, if it is recorded.
    ///
    /// - Complexity: O(1).
    public func tick(_ index: Int) -> TraceTick? {
        guard let first = ticks.first else { return nil }
        let position = index - first.index
        return ticks.indices.contains(position) ? ticks[position] : nil
    }

    /// The names of the nodes evaluated in the tick with the given index, in order; empty if it is
    /// not recorded.
    public func evaluated(inTick index: Int) -> [String] { tick(index)?.evaluated ?? [] }

    /// Every value the named node had: its initial value and each change, with when it happened.
    ///
    /// A state node's samples come from writes; a computed node's from its evaluations (an
    /// evaluation that produced an equal value adds no sample).
    public func samples(of name: String) -> [TraceSample] {
        var result: [TraceSample] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .set(let node, let from, let to, let changed, _) where node.name == name:
                    if result.isEmpty { result.append(sample(tick, from)) }
                    if changed { result.append(sample(tick, to)) }
                case .evaluated(let node, _, let outcome, _, let to) where node.name == name:
                    if outcome != .unchanged { result.append(sample(tick, to)) }
                default:
                    break
                }
            }
        }
        return result
    }

    /// Every event about the named node (as reader, for edges), with the index of its tick.
    public func events(of name: String) -> [(tick: Int, event: TraceEvent)] {
        ticks.flatMap { tick in
            tick.events.filter { $0.node?.name == name }.map { (tick: tick.index, event: $0) }
        }
    }

    /// The indices of the ticks in which the named node was evaluated.
    public func ticksEvaluating(_ name: String) -> [Int] {
        ticks.filter { $0.evaluated.contains(name) }.map(\.index)
    }

    /// The time intervals during which the named node depended on time (it was animating), as
    /// pairs of tick indices: the tick that added the edge from the time node and the tick that
    /// removed it (`nil` while it still depends on time).
    public func timeDependencies(of name: String) -> [(added: Int, removed: Int?)] {
        guard let timeNode else { return [] }
        var result: [(added: Int, removed: Int?)] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .dependencyAdded(let source, let target) where source.id == timeNode && target.name == name:
                    result.append((tick.index, nil))
                case .dependencyRemoved(let source, let target) where source.id == timeNode && target.name == name:
                    if let last = result.indices.last, result[last].removed == nil { result[last].removed = tick.index }
                default:
                    break
                }
            }
        }
        return result
    }

    private func sample(_ tick: TraceTick, _ value: TraceValue) -> TraceSample {
        TraceSample(tick: tick.index, frame: tick.frame, time: tick.time, value: value)
    }
}
