import Foundation

extension TraceJSON {
    /// One event of a tick: its `kind`, and the fields that kind carries (the others are absent).
    ///
    /// Nodes are given by identifier (see ``TraceJSON/nodes``). The kinds, one per case of
    /// ``TraceEvent``, and their fields:
    ///
    /// | kind | fields |
    /// | --- | --- |
    /// | `created` | `node`, `nodeKind` |
    /// | `transactionOpened` | `transaction` |
    /// | `set` | `node`, `from`, `to`, `changed`, `transaction` (absent outside one) |
    /// | `evaluated` | `node`, `inputs`, `outcome`, `from` (absent the first time), `to`, `transaction` (absent when no write in one reached it) |
    /// | `verified`, `removed`, `animationJumped` | `node` |
    /// | `dependencyAdded`, `dependencyRemoved` | `node` (the reader), `source` |
    /// | `modelChanged` | `node`, `from`, `to`, `transaction`, `animation` |
    /// | `animationStarted`, `animationCombined` | `node`, `entry`, `animation` |
    /// | `animationMerged` | `node`, `entry`, `replacing`, `animation` |
    /// | `animationLogicallyComplete`, `animationFinished` | `node`, `entry` |
    /// | `noAnimatableData` | `node`, `animation` |
    /// | `animationWarning`, `viewWarning` | `node`, `message` |
    /// | `completionFired` | `transaction`, `criteria` |
    /// | `scheduleFired` | `node`, `time` |
    /// | `phaseEntered` | `node`, `from`, `to`, `animation` (absent for none) |
    /// | `keyframesStarted`, `keyframesFinished` | `node` |
    public struct Event: Codable, Equatable, Sendable {
        /// What happened; one of the kinds in the table above.
        public var kind: String
        /// The node the event is about; for an edge, the node that reads.
        public var node: Int?
        /// For an edge, the node read.
        public var source: Int?
        /// For `created`: `input` or `rule`.
        public var nodeKind: String?
        /// For `evaluated`: the inputs that changed since the node last ran, empty the first time.
        public var inputs: [Int]?
        /// For `evaluated`: `initial`, `changed` or `unchanged` (equal to before: nothing below
        /// runs).
        public var outcome: String?
        /// The value before: written state, the node's previous value, the previous model's
        /// animatable data, the phase left.
        public var from: Value?
        /// The value after.
        public var to: Value?
        /// For `set`: whether the value changed (`false`: equal, nothing was marked).
        public var changed: Bool?
        /// The transaction of a write, an evaluation a write in it caused, a model change, an
        /// opening or a completion.
        public var transaction: Transaction?
        /// The animation, as `Animation`'s description: `spring(duration: 0.4, bounce: 0)`.
        public var animation: String?
        /// The animator entry an animation event is about.
        public var entry: Int?
        /// For `animationMerged`: the entry merged into.
        public var replacing: Int?
        /// For `completionFired`: `logicallyComplete` or `removed`.
        public var criteria: String?
        /// For `scheduleFired`: the entry's time, in seconds.
        public var time: Double?
        /// For `animationWarning`: what the animation does with the parameter, in words; for
        /// `viewWarning`: the view, the value and what is done with it.
        public var message: String?

        /// Creates an event of the given kind with no fields; set the ones it carries.
        public init(kind: String) {
            self.kind = kind
        }

        /// The JSON form of a recorded event.
        ///
        /// - Parameters:
        ///   - event: The recorded event.
        ///   - canvas: The frame its `Shape` values are drawn in for their path data.
        public init(_ event: TraceEvent, canvas: CGRect = Trace.defaultCanvas) {
            func value(_ value: TraceValue) -> Value { Value(value, canvas: canvas) }
            func id(_ node: TraceNode) -> Int { Int(node.id.rawValue) }
            switch event {
            case .created(let node, let kind):
                self.init(kind: "created")
                self.node = id(node)
                nodeKind = kind.rawValue
            case .transactionOpened(let transaction):
                self.init(kind: "transactionOpened")
                self.transaction = Transaction(transaction)
            case .set(let node, let from, let to, let changed, let transaction):
                self.init(kind: "set")
                self.node = id(node)
                self.from = value(from)
                self.to = value(to)
                self.changed = changed
                self.transaction = transaction.map(Transaction.init)
            case .evaluated(let node, let inputs, let outcome, let from, let to, let transaction):
                self.init(kind: "evaluated")
                self.node = id(node)
                self.inputs = inputs.map(id)
                self.outcome = outcome.description
                self.from = from.map(value)
                self.to = value(to)
                self.transaction = transaction.map(Transaction.init)
            case .verified(let node):
                self.init(kind: "verified")
                self.node = id(node)
            case .dependencyAdded(let source, let target):
                self.init(kind: "dependencyAdded")
                self.node = id(target)
                self.source = id(source)
            case .dependencyRemoved(let source, let target):
                self.init(kind: "dependencyRemoved")
                self.node = id(target)
                self.source = id(source)
            case .removed(let node):
                self.init(kind: "removed")
                self.node = id(node)
            case .modelChanged(let node, let from, let to, let transaction, let animation):
                self.init(kind: "modelChanged")
                self.node = id(node)
                self.from = value(from)
                self.to = value(to)
                self.transaction = transaction.map(Transaction.init)
                self.animation = animation
            case .animationStarted(let node, let entry, let animation):
                self.init(kind: "animationStarted")
                self.node = id(node)
                self.entry = entry
                self.animation = animation
            case .animationMerged(let node, let entry, let replacing, let animation):
                self.init(kind: "animationMerged")
                self.node = id(node)
                self.entry = entry
                self.replacing = replacing
                self.animation = animation
            case .animationCombined(let node, let entry, let animation):
                self.init(kind: "animationCombined")
                self.node = id(node)
                self.entry = entry
                self.animation = animation
            case .animationJumped(let node):
                self.init(kind: "animationJumped")
                self.node = id(node)
            case .animationLogicallyComplete(let node, let entry):
                self.init(kind: "animationLogicallyComplete")
                self.node = id(node)
                self.entry = entry
            case .animationFinished(let node, let entry):
                self.init(kind: "animationFinished")
                self.node = id(node)
                self.entry = entry
            case .noAnimatableData(let node, let animation):
                self.init(kind: "noAnimatableData")
                self.node = id(node)
                self.animation = animation
            case .animationWarning(let node, let message):
                self.init(kind: "animationWarning")
                self.node = id(node)
                self.message = message
            case .viewWarning(let node, let message):
                self.init(kind: "viewWarning")
                self.node = id(node)
                self.message = message
            case .completionFired(let transaction, let criteria):
                self.init(kind: "completionFired")
                self.transaction = Transaction(transaction)
                self.criteria = criteria.description
            case .scheduleFired(let node, let time):
                self.init(kind: "scheduleFired")
                self.node = id(node)
                self.time = time
            case .phaseEntered(let node, let from, let to, let animation):
                self.init(kind: "phaseEntered")
                self.node = id(node)
                self.from = value(from)
                self.to = value(to)
                self.animation = animation
            case .keyframesStarted(let node):
                self.init(kind: "keyframesStarted")
                self.node = id(node)
            case .keyframesFinished(let node):
                self.init(kind: "keyframesFinished")
                self.node = id(node)
            }
        }

        /// Every node an event mentions: its subject, an edge's source, an evaluation's inputs.
        static func nodes(of event: TraceEvent) -> [TraceNode] {
            switch event {
            case .dependencyAdded(let source, let target), .dependencyRemoved(let source, let target):
                [target, source]
            case .evaluated(let node, let inputs, _, _, _, _):
                [node] + inputs
            default:
                event.node.map { [$0] } ?? []
            }
        }
    }
}
