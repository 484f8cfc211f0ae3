import Animatic
import AnimaticExports
import Foundation

/// The inspector page's data: a trace as tables of strings and flat arrays of integers, which a
/// browser parses in one `JSON.parse` and reads without building an object per event.
///
/// Nodes, values, transactions and strings are numbered once; an event is a run of integers, its
/// kind first (see ``Kind``), then its fields in a fixed order, `-1` for a field that is absent,
/// and last its line in the timeline (see ``Line``). A value is numbered by its full description,
/// so a value seen twice is written once.
///
/// The page's script words nothing the trace words: the data names the event kinds' codes
/// (`kinds`), the events' lengths (`lengths`), the evaluations' outcome codes (`outcomes`), the roles' names (`roleNames`), each tick's header
/// (`headers`) and each event's line, all worded by the code that words ``Animatic/Trace/timeline(_:)``.
///
/// The events, nearly all of the data, are packed (see ``packed(_:nodeCount:)``): base64 of
/// variable-length integers, most of them differences, and an evaluation in short form. A
/// browser reads them into an `Int32Array` faster than it parses JSON.
struct _InspectorData {
    /// The event kinds, in the order of their codes; the page's script reads the same codes.
    enum Kind: Int, CaseIterable {
        case created, transactionOpened, set, evaluated, verified, dependencyAdded, dependencyRemoved, removed
        case modelChanged, animationStarted, animationMerged, animationCombined, animationJumped
        case animationLogicallyComplete, animationFinished, noAnimatableData, completionFired, scheduleFired
        case phaseEntered, keyframesStarted, keyframesFinished, animationWarning, viewWarning
    }

    /// An event's line in the timeline, worded by `_TimelineRows` with its values and names as
    /// slots the script fills: ``old`` and ``new`` with the text of the event's old and new value,
    /// ``change`` with an evaluation's change worded field by field (its last field but one),
    /// ``name`` with the event's node's name and the spaces after it (`namePads`), ``source`` with
    /// the name of an edge's source.
    enum Line {
        /// The slot of the event's old value.
        static let old = "\u{1}"
        /// The slot of the event's new value.
        static let new = "\u{2}"
        /// The slot of an evaluation's change, worded field by field.
        static let change = "\u{3}"
        /// The slot of the event's node's name, padded to the column of names.
        static let name = "\u{4}"
        /// The slot of the name of an edge's source.
        static let source = "\u{5}"
    }

    /// The roles, in the order of their codes.
    static let roles: [NodeRole] = [
        .time, .state, .rule, .animatable, .timeline, .phaseAnimator, .keyframeAnimator, .sequencerInternal,
        .scopeValue, .viewInternal,
    ]

    /// The frame a value that is a `Shape` is drawn in: the trace's canvas.
    private var canvas = Trace.defaultCanvas

    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]
    private var valueIndex: [String: Int] = [:]
    private var valueTexts: [Int] = []
    private var valueComponents: [[(name: Int, value: Double)]] = []
    private var valuePaths: [(value: Int, path: String)] = []
    private var transactions: [(id: Int, label: Int)] = []
    private var transactionIndex: [Int: Int] = [:]
    private var nodeIndex: [NodeID: Int] = [:]
    private var nodes: [TraceNode] = []
    private var events: [Int] = []
    private var tickStarts: [Int] = []
    /// Each tick's header, as a string.
    private var headers: [Int] = []
    /// Each tick's pass in its frame: 1, or 2 and on for a frame's later passes.
    private var passes: [Int] = []
    /// The events' wording, and what it found while wording the event in hand.
    private var rows: _TimelineRows
    private let wording: Wording

    /// The JSON text.
    private(set) var json: [UInt8] = []
    /// How many events the trace has.
    private(set) var eventCount = 0

    /// Encodes a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - title: The page's title.
    ///   - roles: The roles of the nodes; a node not in it is a rule, or a state when the trace
    ///     saw it created as an input.
    ///   - liveNodes: Nodes to show even if the trace never mentions them, in order.
    ///   - finalEdges: The edges at the end of the trace, when known, as (source, target): the
    ///     edges before its first tick are worked out from them by undoing the trace's edge
    ///     events. `nil`: the edges start empty.
    ///   - interactions: The interactions that made the writes.
    ///   - screens: The screens of a trace made from a view, in increasing order of frame; empty
    ///     for a graph built by hand.
    init(
        trace: Trace, title: String, roles: [NodeID: NodeRole], liveNodes: [TraceNode],
        finalEdges: [(source: NodeID, target: NodeID)]?, interactions: [Inspector.Interaction],
        screens: [ScreenDrawing.Moment] = []
    ) {
        canvas = trace.canvas
        let nameWidth = trace._timelineNameWidth()
        wording = Wording(column: nameWidth + 2)
        rows = _TimelineRows(
            timeNode: trace.timeNode, width: nameWidth, options: TimelineOptions(), words: wording.words)
        _ = string("")
        if let time = trace.timeNode { _ = node(TraceNode(id: time, name: "time")) }
        for live in liveNodes { _ = node(live) }
        var inputs: Set<NodeID> = []
        var pass = 1
        var previousFrame: Int?
        for tick in trace.ticks {
            pass = tick.frame == previousFrame ? pass + 1 : 1
            previousFrame = tick.lastFrame
            tickStarts.append(events.count)
            rows.beginTick()
            var shown = false
            for event in tick.events {
                eventCount += 1
                shown = encode(event) || shown
                if case .created(let created, let kind) = event, kind == .input { inputs.insert(created.id) }
            }
            headers.append(string(trace._timelineHeader(of: tick, pass: pass, isIdle: !shown)))
            passes.append(pass)
        }
        tickStarts.append(events.count)
        // The edges before the first tick: the final ones with the trace's edge events undone.
        var startEdges: [(Int, Int)] = []
        if let finalEdges {
            var set = Set(finalEdges.map { EdgeKey(source: $0.source, target: $0.target) })
            var order = finalEdges.map { EdgeKey(source: $0.source, target: $0.target) }
            for tick in trace.ticks.reversed() {
                for event in tick.events.reversed() {
                    switch event {
                    case .dependencyAdded(let source, let target):
                        set.remove(EdgeKey(source: source.id, target: target.id))
                    case .dependencyRemoved(let source, let target):
                        let key = EdgeKey(source: source.id, target: target.id)
                        if set.insert(key).inserted { order.append(key) }
                    default:
                        break
                    }
                }
            }
            let names = Dictionary(nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            for key in order where set.contains(key) {
                set.remove(key)
                let source = node(TraceNode(id: key.source, name: names[key.source] ?? "node \(key.source.rawValue)"))
                let target = node(TraceNode(id: key.target, name: names[key.target] ?? "node \(key.target.rawValue)"))
                startEdges.append((source, target))
            }
        }
        // Every edge the trace ever has, for the layout.
        var allEdges = startEdges.map { (source: $0.0, target: $0.1) }
        for tick in trace.ticks {
            for event in tick.events {
                if case .dependencyAdded(let source, let target) = event {
                    allEdges.append((node(source), node(target)))
                }
            }
        }
        let layout = _InspectorLayout(count: nodes.count, edges: allEdges)
        let roleCodes = nodes.map { node -> Int in
            let role = roles[node.id] ?? (node.id == trace.timeNode ? .time : inputs.contains(node.id) ? .state : .rule)
            return Self.roles.firstIndex(of: role) ?? 2
        }
        var writer = _InspectorJSONWriter(capacity: events.count * 4 + strings.count * 16)
        writer.byte(UInt8(ascii: "{"))
        writer.key("format", first: true)
        writer.string("animatic-inspector")
        writer.key("version")
        writer.integer(1)
        writer.key("title")
        writer.string(title)
        writer.key("fps")
        writer.number(trace.framesPerSecond)
        writer.key("dropped")
        writer.integer(trace.droppedTickCount)
        writer.key("timeNode")
        writer.integer(trace.timeNode.flatMap { nodeIndex[$0] } ?? -1)
        writer.key("kinds")
        writer.byte(UInt8(ascii: "{"))
        for kind in Kind.allCases {
            writer.key(String(describing: kind), first: kind.rawValue == 0)
            writer.integer(kind.rawValue)
        }
        writer.byte(UInt8(ascii: "}"))
        writer.key("lengths")
        writer.integers(Self.lengths)
        // An evaluation's outcome codes, by name.
        writer.key("outcomes")
        writer.byte(UInt8(ascii: "{"))
        for (index, outcome) in [EvaluationOutcome.initial, .changed, .unchanged].enumerated() {
            writer.key(outcome.description, first: index == 0)
            writer.integer(Int(outcome.rawValue))
        }
        writer.byte(UInt8(ascii: "}"))
        writer.key("roleNames")
        writer.strings(Self.roles.map(\.description))
        writer.key("nodes")
        writer.strings(nodes.map(\.name))
        writer.key("ids")
        writer.integers(nodes.map { Int($0.id.rawValue) })
        writer.key("roles")
        writer.integers(roleCodes)
        // The spaces after each name in the timeline's column of names.
        writer.key("namePads")
        writer.integers(nodes.map { Trace._pad($0.name, wording.column).count - $0.name.count })
        writer.key("x")
        writer.integers(layout.x)
        writer.key("y")
        writer.integers(layout.y)
        writer.key("startEdges")
        writer.integers(startEdges.flatMap { [$0.0, $0.1] })
        writer.key("tickIndices")
        writer.integers(trace.ticks.map(\.index))
        writer.key("frames")
        writer.integers(trace.ticks.map(\.frame))
        writer.key("times")
        writer.numbers(trace.ticks.map(\.time))
        // A skipped idle run is one tick standing for several frames.
        writer.key("frameCounts")
        writer.integers(trace.ticks.map(\.frameCount))
        // A frame's later pass is named as one: `frame 6, pass 2`.
        writer.key("passes")
        writer.integers(passes)
        writer.key("lastTimes")
        writer.numbers(trace.ticks.map(\.lastTime))
        writer.key("tickStarts")
        writer.integers(tickStarts)
        writer.key("headers")
        writer.integers(headers)
        writer.key("eventInts")
        writer.integer(events.count)
        writer.key("events")
        writer.base64(Self.packed(events, nodeCount: nodes.count))
        writer.key("transactions")
        writer.integers(transactions.flatMap { [$0.id, $0.label] })
        writer.key("valueTexts")
        writer.integers(valueTexts)
        writer.key("valueComponents")
        writer.byte(UInt8(ascii: "["))
        for (index, components) in valueComponents.enumerated() {
            if index > 0 { writer.byte(UInt8(ascii: ",")) }
            if components.isEmpty {
                writer.integer(0)
                continue
            }
            writer.byte(UInt8(ascii: "["))
            for (place, component) in components.enumerated() {
                if place > 0 { writer.byte(UInt8(ascii: ",")) }
                writer.integer(component.name)
                writer.byte(UInt8(ascii: ","))
                writer.number(component.value)
            }
            writer.byte(UInt8(ascii: "]"))
        }
        writer.byte(UInt8(ascii: "]"))
        writer.key("paths")
        writer.byte(UInt8(ascii: "["))
        for (index, path) in valuePaths.enumerated() {
            if index > 0 { writer.byte(UInt8(ascii: ",")) }
            writer.integer(path.value)
            writer.byte(UInt8(ascii: ","))
            writer.string(path.path)
        }
        writer.byte(UInt8(ascii: "]"))
        writer.key("interactions")
        writer.byte(UInt8(ascii: "["))
        for (index, interaction) in interactions.sorted(by: { $0.time < $1.time }).enumerated() {
            if index > 0 { writer.byte(UInt8(ascii: ",")) }
            writer.byte(UInt8(ascii: "["))
            writer.number(interaction.time)
            writer.byte(UInt8(ascii: ","))
            writer.string(interaction.label)
            writer.byte(UInt8(ascii: ","))
            writer.string(TraceValue.format(interaction.time))
            writer.byte(UInt8(ascii: "]"))
        }
        writer.byte(UInt8(ascii: "]"))
        if !screens.isEmpty {
            var indices: [String: [Int]] = [:]
            for (index, node) in nodes.enumerated() { indices[node.name, default: []].append(index) }
            writer.key("screen")
            _InspectorScreens(screens, nodeIndices: indices).write(to: &writer)
        }
        writer.key("strings")
        writer.strings(strings)
        writer.byte(UInt8(ascii: "}"))
        json = writer.bytes
    }

    /// How many integers an event of each kind takes, its line included, in the order of ``Kind``;
    /// an evaluation takes as many more as it has inputs.
    static let lengths = [4, 3, 7, 8, 3, 4, 4, 3, 7, 5, 6, 5, 3, 4, 4, 4, 4, 4, 6, 3, 3, 4, 4]

    private struct EdgeKey: Hashable {
        let source: NodeID
        let target: NodeID
    }

    private mutating func string(_ text: String) -> Int {
        if let index = stringIndex[text] { return index }
        strings.append(text)
        stringIndex[text] = strings.count - 1
        return strings.count - 1
    }

    private mutating func optionalString(_ text: String?) -> Int { text.map { string($0) } ?? -1 }

    private mutating func node(_ node: TraceNode) -> Int {
        if let index = nodeIndex[node.id] { return index }
        nodes.append(node)
        nodeIndex[node.id] = nodes.count - 1
        return nodes.count - 1
    }

    private mutating func transaction(_ transaction: TraceTransaction?) -> Int {
        guard let transaction else { return -1 }
        if let index = transactionIndex[transaction.id] { return index }
        transactions.append((transaction.id, string(transaction.label)))
        transactionIndex[transaction.id] = transactions.count - 1
        return transactions.count - 1
    }

    private mutating func value(_ value: TraceValue?) -> Int {
        guard let value else { return -1 }
        let description = value.description
        if let index = valueIndex[description] { return index }
        let index = valueTexts.count
        valueIndex[description] = index
        valueTexts.append(string(TraceValue.shortened(value.formatted())))
        valueComponents.append(value.components.filter(\.value.isFinite).map { (string($0.name), $0.value) })
        if let path = value.svgPathData(in: canvas) { valuePaths.append((index, path)) }
        return index
    }

    /// Appends the event's integers, its line last.
    ///
    /// - Returns: Whether the timeline shows a line for it.
    private mutating func encode(_ event: TraceEvent) -> Bool {
        func kind(_ kind: Kind) { events.append(kind.rawValue) }
        let isEvaluation: Bool
        if case .evaluated = event { isEvaluation = true } else { isEvaluation = false }
        wording.begin(slotsChange: isEvaluation)
        let line = rows.row(for: event)
        defer { events.append(line.map { string($0) } ?? -1) }
        switch event {
        case .created(let created, let nodeKind):
            kind(.created)
            events.append(node(created))
            events.append(nodeKind == .input ? 0 : 1)
        case .transactionOpened(let opened):
            kind(.transactionOpened)
            events.append(transaction(opened))
        case .set(let written, let from, let to, let changed, let context):
            kind(.set)
            events.append(node(written))
            events.append(value(from))
            events.append(value(to))
            events.append(changed ? 1 : 0)
            events.append(transaction(context))
        case .evaluated(let evaluated, let inputs, let outcome, let from, let to, _):
            kind(.evaluated)
            events.append(node(evaluated))
            events.append(Int(outcome.rawValue))
            events.append(value(from))
            events.append(value(to))
            events.append(inputs.count)
            for input in inputs { events.append(node(input)) }
            // A changed struct reads field by field, as the text timeline words it: the wording of
            // the line kept the change when there was one.
            events.append(wording.change.map { string($0) } ?? -1)
        case .verified(let verified):
            kind(.verified)
            events.append(node(verified))
        case .dependencyAdded(let source, let target):
            kind(.dependencyAdded)
            events.append(node(target))
            events.append(node(source))
        case .dependencyRemoved(let source, let target):
            kind(.dependencyRemoved)
            events.append(node(target))
            events.append(node(source))
        case .removed(let removed):
            kind(.removed)
            events.append(node(removed))
        case .modelChanged(let changed, let from, let to, let context, let animation):
            kind(.modelChanged)
            events.append(node(changed))
            events.append(value(from))
            events.append(value(to))
            events.append(transaction(context))
            events.append(optionalString(animation))
        case .animationStarted(let animated, let entry, let animation):
            kind(.animationStarted)
            events.append(node(animated))
            events.append(entry)
            events.append(string(animation))
        case .animationMerged(let animated, let entry, let replacing, let animation):
            kind(.animationMerged)
            events.append(node(animated))
            events.append(entry)
            events.append(replacing)
            events.append(string(animation))
        case .animationCombined(let animated, let entry, let animation):
            kind(.animationCombined)
            events.append(node(animated))
            events.append(entry)
            events.append(string(animation))
        case .animationJumped(let animated):
            kind(.animationJumped)
            events.append(node(animated))
        case .animationLogicallyComplete(let animated, let entry):
            kind(.animationLogicallyComplete)
            events.append(node(animated))
            events.append(entry)
        case .animationFinished(let animated, let entry):
            kind(.animationFinished)
            events.append(node(animated))
            events.append(entry)
        case .noAnimatableData(let animated, let animation):
            kind(.noAnimatableData)
            events.append(node(animated))
            events.append(string(animation))
        case .completionFired(let context, let criteria):
            kind(.completionFired)
            events.append(transaction(context))
            events.append(string(criteria.description))
        case .scheduleFired(let timeline, let time):
            kind(.scheduleFired)
            events.append(node(timeline))
            events.append(string(TraceValue.format(time)))
        case .phaseEntered(let animator, let from, let to, let animation):
            kind(.phaseEntered)
            events.append(node(animator))
            events.append(value(from))
            events.append(value(to))
            events.append(optionalString(animation))
        case .keyframesStarted(let animator):
            kind(.keyframesStarted)
            events.append(node(animator))
        case .keyframesFinished(let animator):
            kind(.keyframesFinished)
            events.append(node(animator))
        case .animationWarning(let warned, let message):
            kind(.animationWarning)
            events.append(node(warned))
            events.append(string(message))
        case .viewWarning(let warned, let message):
            kind(.viewWarning)
            events.append(node(warned))
            events.append(string(message))
        }
        return line != nil
    }
}
