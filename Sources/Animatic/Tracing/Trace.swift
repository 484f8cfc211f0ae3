import Foundation

/// The recorded history of an ``AnimationGraph``: one ``TraceTick`` per pass over the graph, each
/// with the events of that pass in order. A frame runs one pass, or more when completion handlers
/// change state (each further pass is a tick at the same time), and a run of idle frames the clock
/// skipped is one tick standing for them all.
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
/// A trace is a value: a snapshot of the history at the time you read ``AnimationGraph/trace``. It
/// holds the nodes' values as they were, of any type, so it is not `Sendable`; send its text or its
/// ``TraceJSON`` form to another task instead.
public struct Trace {
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
    /// Every name given to more than one node, with those nodes as the trace shows them (`x`,
    /// `x (2)`), in creation order. A query by such a name stops with the candidates; ask by the name
    /// shown or by identifier instead.
    public internal(set) var duplicateNames: [String: [TraceNode]] = [:]

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

    /// The tick with the given index, if it is recorded: for an index inside a skipped idle run, the
    /// tick that stands for the run.
    ///
    /// - Complexity: O(1) when no idle run was skipped, O(log *n*) in the number of ticks otherwise.
    public func tick(_ index: Int) -> TraceTick? {
        position(ofTick: index).map { ticks[$0] }
    }

    /// The recorded ticks that stand for any of the given tick indices, in order.
    ///
    /// - Complexity: O(log *n* + *k*) in the number of ticks and the *k* ticks returned.
    public func ticks(overlapping indices: Range<Int>) -> [TraceTick] {
        guard !indices.isEmpty else { return [] }
        var low = 0
        var high = ticks.count
        while low < high {
            let middle = (low + high) / 2
            if ticks[middle].indices.upperBound <= indices.lowerBound { low = middle + 1 } else { high = middle }
        }
        var position = low
        var result: [TraceTick] = []
        while position < ticks.count && ticks[position].index < indices.upperBound {
            result.append(ticks[position])
            position += 1
        }
        return result
    }

    /// Where the tick standing for `index` is in ``ticks``.
    private func position(ofTick index: Int) -> Int? {
        guard let first = ticks.first, let last = ticks.last, index >= first.index, index < last.indices.upperBound
        else { return nil }
        let guess = index - first.index
        if guess < ticks.count && ticks[guess].index == index { return guess }
        var low = 0
        var high = ticks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if ticks[middle].index <= index { low = middle } else { high = middle - 1 }
        }
        // Ticks recorded while the recorder was not the observer are missing.
        return ticks[low].indices.contains(index) ? low : nil
    }

    /// The names of the nodes evaluated in the tick with the given index, in order; empty if it is
    /// not recorded.
    public func evaluated(inTick index: Int) -> [String] { tick(index)?.evaluated ?? [] }

    /// Every value the named node had: its initial value and each change, with when it happened.
    ///
    /// A state node's samples come from writes; a computed node's from its evaluations (an
    /// evaluation that produced an equal value adds no sample).
    ///
    /// - Precondition: `name` is not given to several nodes; see ``duplicateNames``.
    public func samples(of name: String) -> [TraceSample] {
        checkUnambiguous(name, "samples(of:)")
        return samples { $0.name == name }
    }

    /// Every value the node had, as the query by name answers it.
    public func samples(of node: NodeID) -> [TraceSample] { samples { $0.id == node } }

    private func samples(matching matches: (TraceNode) -> Bool) -> [TraceSample] {
        var result: [TraceSample] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .set(let node, let from, let to, let changed, _) where matches(node):
                    if result.isEmpty { result.append(sample(tick, from)) }
                    if changed { result.append(sample(tick, to)) }
                case .evaluated(let node, _, let outcome, _, let to, _) where matches(node):
                    if outcome != .unchanged { result.append(sample(tick, to)) }
                default:
                    break
                }
            }
        }
        return result
    }

    /// Every event about the named node (as reader, for edges), with the index of its tick.
    ///
    /// - Precondition: `name` is not given to several nodes; see ``duplicateNames``.
    public func events(of name: String) -> [(tick: Int, event: TraceEvent)] {
        checkUnambiguous(name, "events(of:)")
        return events { $0.name == name }
    }

    /// Every event about the node (as reader, for edges), with the index of its tick.
    public func events(of node: NodeID) -> [(tick: Int, event: TraceEvent)] { events { $0.id == node } }

    private func events(matching matches: (TraceNode) -> Bool) -> [(tick: Int, event: TraceEvent)] {
        ticks.flatMap { tick in
            tick.events.filter { $0.node.map(matches) ?? false }.map { (tick: tick.index, event: $0) }
        }
    }

    /// The indices of the ticks in which the named node was evaluated.
    ///
    /// - Precondition: `name` is not given to several nodes; see ``duplicateNames``.
    public func ticksEvaluating(_ name: String) -> [Int] {
        checkUnambiguous(name, "ticksEvaluating(_:)")
        return ticks.filter { $0.evaluated.contains(name) }.map(\.index)
    }

    /// The indices of the ticks in which the node was evaluated.
    public func ticksEvaluating(_ node: NodeID) -> [Int] {
        ticks.filter { tick in
            tick.events.contains {
                if case .evaluated(let evaluated, _, _, _, _, _) = $0 { evaluated.id == node } else { false }
            }
        }.map(\.index)
    }

    /// The time intervals during which the named node depended on time (it was animating), as
    /// pairs of frame numbers, as the timeline shows them: the frame that added the edge from the
    /// time node and the frame that removed it (`nil` while it still depends on time).
    ///
    ///     graph.withAnimation(.linear(duration: 2)) { value.value = 100 }   // applied in frame 0
    ///     graph.advance(to: 3)
    ///     graph.trace.timeDependencies(of: "Counter")   // [(added: 0, removed: 121)]
    ///
    /// - Precondition: `name` is not given to several nodes; see ``duplicateNames``.
    public func timeDependencies(of name: String) -> [(added: Int, removed: Int?)] {
        checkUnambiguous(name, "timeDependencies(of:)")
        return timeDependencyTicks { $0.name == name }.map { span in
            (frame(ofTick: span.added), span.removed.map(frame(ofTick:)))
        }
    }

    /// The time intervals during which the node depended on time, in frames, as the query by name
    /// answers them.
    public func timeDependencies(of node: NodeID) -> [(added: Int, removed: Int?)] {
        timeDependencyTicks { $0.id == node }.map { span in
            (frame(ofTick: span.added), span.removed.map(frame(ofTick:)))
        }
    }

    /// The frame a tick belongs to.
    private func frame(ofTick index: Int) -> Int {
        tick(index)?.frame ?? index
    }

    /// The time intervals during which the named node depended on time, as pairs of tick indices,
    /// for exports that place them on the trace's ticks.
    package func timeDependencyTicks(of name: String) -> [(added: Int, removed: Int?)] {
        checkUnambiguous(name, "timeDependencies(of:)")
        return timeDependencyTicks { $0.name == name }
    }

    private func timeDependencyTicks(matching matches: (TraceNode) -> Bool) -> [(added: Int, removed: Int?)] {
        guard let timeNode else { return [] }
        var result: [(added: Int, removed: Int?)] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .dependencyAdded(let source, let target) where source.id == timeNode && matches(target):
                    result.append((tick.index, nil))
                case .dependencyRemoved(let source, let target) where source.id == timeNode && matches(target):
                    if let last = result.indices.last, result[last].removed == nil { result[last].removed = tick.index }
                default:
                    break
                }
            }
        }
        return result
    }

    /// The message of a query by a name that several nodes were given, or `nil` if `name` names one
    /// node at most: the candidates, each with the name the trace shows and its identifier, and how
    /// to ask for one.
    ///
    /// - Parameters:
    ///   - name: The name asked for.
    ///   - call: The query, for the message (`samples(of:)`).
    public func ambiguityMessage(for name: String, in call: String) -> String? {
        guard let nodes = duplicateNames[name], nodes.count > 1 else { return nil }
        let candidates = nodes.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
        return "Trace.\(call): \(nodes.count) nodes are named '\(name)': \(candidates). Ask for one by the name the "
            + "trace shows it with, such as '\(nodes[1].name)', or by its identifier: "
            + "trace.\(call.prefix { $0 != "(" })(of: node.id)."
    }

    private func checkUnambiguous(_ name: String, _ call: String) {
        if let message = ambiguityMessage(for: name, in: call) { preconditionFailure(message) }
    }

    private func sample(_ tick: TraceTick, _ value: TraceValue) -> TraceSample {
        TraceSample(tick: tick.index, frame: tick.frame, time: tick.time, value: value)
    }
}
