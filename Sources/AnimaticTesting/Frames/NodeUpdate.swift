import Animatic

/// What one node did during a ``GraphTester`` step: its evaluations, summed up.
///
/// A step that runs several frames sums them: the value is the one after the node's last evaluation
/// in the step, ``changed`` is whether any evaluation changed it.
public struct NodeUpdate: CustomStringConvertible {
    /// The node.
    public let node: TraceNode
    /// How many times the node was evaluated in the step.
    public let evaluationCount: Int
    /// Whether an evaluation produced a new value (or was the node's first); `false` when every
    /// evaluation produced the value the node already had: the change was cut off there.
    public let changed: Bool
    /// The value before the step's first evaluation; `nil` when the step ran the node for the first
    /// time.
    public let previousValue: TraceValue?
    /// The value after the step's last evaluation.
    public let value: TraceValue
    /// Whether the node started reading the time in the step: an animation started on it.
    public let startedDependingOnTime: Bool
    /// Whether the node stopped reading the time in the step: its last animation finished.
    public let stoppedDependingOnTime: Bool
    /// The frame numbers of the node's evaluations.
    public let frames: [Int]

    /// Creates a summary of a node's updates.
    ///
    /// - Parameters:
    ///   - node: The node.
    ///   - evaluationCount: How many times it was evaluated.
    ///   - changed: Whether an evaluation produced a new value.
    ///   - previousValue: The value before the first evaluation, `nil` for a first run.
    ///   - value: The value after the last evaluation.
    ///   - startedDependingOnTime: Whether the node started reading the time.
    ///   - stoppedDependingOnTime: Whether the node stopped reading the time.
    ///   - frames: The frame numbers of the evaluations.
    public init(
        node: TraceNode, evaluationCount: Int, changed: Bool, previousValue: TraceValue?, value: TraceValue,
        startedDependingOnTime: Bool, stoppedDependingOnTime: Bool, frames: [Int]
    ) {
        self.node = node
        self.evaluationCount = evaluationCount
        self.changed = changed
        self.previousValue = previousValue
        self.value = value
        self.startedDependingOnTime = startedDependingOnTime
        self.stoppedDependingOnTime = stoppedDependingOnTime
        self.frames = frames
    }

    /// `Counter.body "49" → "50"`, `Counter.body "49" (unchanged)`.
    public var description: String {
        let change =
            changed
            ? (previousValue.map { "\($0.formatted()) → " } ?? "") + value.formatted()
            : "\(value.formatted()) (unchanged)"
        return "\(node.name) \(change)"
    }

    /// The updates of the ticks, one per node that was evaluated, in the order of first evaluation.
    static func updates(in ticks: [TraceTick], timeNode: NodeID?) -> [NodeUpdate] {
        // In the order of first evaluation. A step evaluates a few nodes, usually: they are found by
        // a linear search, and only a step with many builds an index.
        var builders: [Builder] = []
        var positions: [NodeID: Int] = [:]
        func position(of node: NodeID) -> Int? {
            positions.isEmpty ? builders.firstIndex { $0.node.id == node } : positions[node]
        }
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .evaluated(let node, _, let outcome, let from, let to, _):
                    let slot: Int
                    if let found = position(of: node.id) {
                        slot = found
                    } else {
                        slot = builders.count
                        builders.append(Builder(node: node, previousValue: from, value: to))
                        if !positions.isEmpty {
                            positions[node.id] = slot
                        } else if builders.count > 16 {
                            for (index, builder) in builders.enumerated() { positions[builder.node.id] = index }
                        }
                    }
                    builders[slot].evaluationCount += 1
                    builders[slot].value = to
                    builders[slot].frames.append(tick.frame)
                    if outcome != .unchanged { builders[slot].changed = true }
                case .dependencyAdded(let source, let target) where source.id == timeNode:
                    if let slot = position(of: target.id) { builders[slot].startedDependingOnTime = true }
                case .dependencyRemoved(let source, let target) where source.id == timeNode:
                    if let slot = position(of: target.id) { builders[slot].stoppedDependingOnTime = true }
                default:
                    break
                }
            }
        }
        return builders.map(\.update)
    }

    private struct Builder {
        let node: TraceNode
        let previousValue: TraceValue?
        var value: TraceValue
        var evaluationCount = 0
        var changed = false
        var startedDependingOnTime = false
        var stoppedDependingOnTime = false
        var frames: [Int] = []

        init(node: TraceNode, previousValue: TraceValue?, value: TraceValue) {
            self.node = node
            self.previousValue = previousValue
            self.value = value
        }

        var update: NodeUpdate {
            NodeUpdate(
                node: node, evaluationCount: evaluationCount, changed: changed, previousValue: previousValue,
                value: value, startedDependingOnTime: startedDependingOnTime,
                stoppedDependingOnTime: stoppedDependingOnTime, frames: frames)
        }
    }
}
