import AnimaticTestSupport
import AnimaticUI
import Testing

/// Random view trees (`if`/`else`, `ForEach` edits, `.id` resets, offsets animated by nested
/// `withAnimation` and `.animation(_:value:)`, taps through buttons and bindings), checked against
/// an oracle that knows only the spec and the world:
/// - every body evaluation is justified: the view's value, or a state, binding or environment value
///   its body read, differs from the evaluation before it in the same identity;
/// - state survives exactly as identity says (``FuzzModel``);
/// - the graph holds the same number of nodes whenever the same places are shown, so removed
///   subtrees leave nothing behind;
/// - once the clock has run on, nothing animates and every meter shows its model value;
/// - two runs of a seed give the same trace text and the same log, byte for byte;
/// - the display list kept between frames equals one built afresh, at every frame.
@Suite("View tree fuzzing")
struct ViewTreeFuzzTests {
    static let seeds: [UInt64] = Array(1...24)

    @Test("random view trees keep identity, justify every body, and leave no nodes behind", arguments: seeds)
    func randomTrees(seed: UInt64) throws {
        var firstRun = FuzzRun(seed: seed)
        let first = try firstRun.run()
        var secondRun = FuzzRun(seed: seed)
        let second = try secondRun.run()
        #expect(
            first.timeline == second.timeline,
            "seed \(seed): the second run's trace differs: \(Self.firstDifference(first.timeline, second.timeline))")
        #expect(
            first.log == second.log,
            "seed \(seed): the second run's bodies saw other values: \(Self.firstDifference(first.log, second.log))")
    }

    /// The first line where two texts differ, from each.
    static func firstDifference(_ first: String, _ second: String) -> String {
        let lines = (first.split(separator: "\n"), second.split(separator: "\n"))
        for (index, (line, other)) in zip(lines.0, lines.1).enumerated() where line != other {
            return "line \(index + 1): \(line) | \(other)"
        }
        return "one is \(lines.0.count) lines, the other \(lines.1.count)"
    }
}

/// One seeded run of a random tree, checking the oracle after every frame.
private struct FuzzRun {
    let seed: UInt64
    var random: SplitMix64
    let spec: FuzzSpec
    let log = FuzzLog()
    let host: ViewHost
    var model: FuzzModel
    /// The serials each leaf had, so that a new identity is seen to be new.
    var serials: [String: Set<Int>] = [:]
    /// The inputs of each identity's latest body evaluation.
    var lastInputs: [String: String] = [:]
    var checkedEntries = 0
    /// The node counts seen for each set of places shown.
    var counts: [String: (nodes: Int, viewNodes: Int)] = [:]
    var step = 0
    /// What the current step did, for the failure messages.
    var actions: [String] = []
    /// Whether an edit of the current step carried an animation.
    var stepMayAnimate = false

    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        var next = 0
        let spec = FuzzSpec.list(
            key: "k0", rows: (0..<3).map { _ in FuzzSpec.random(depth: 4, next: &next, using: &random) })
        self.random = random
        self.spec = spec
        host = ViewHost(FuzzRoot(spec: spec, log: log))
        model = FuzzModel(spec)
    }

    var context: String { "seed \(seed), step \(step) (\(actions.joined(separator: "; "))), tree \(spec)" }

    mutating func run() throws -> (timeline: String, log: String) {
        host.update()
        try check()
        for index in 1...60 {
            step = index
            actions = []
            for _ in 0..<(random.chance(percent: 15) ? 2 : 1) { act() }
            host.advance(by: Double(random.int(in: 1...6)) / 60)
            try check()
        }
        // The clock runs on with no change: every animation ends.
        step += 1
        actions = ["3 s on"]
        host.advance(by: 3)
        try check()
        #expect(!host.isAnimating, "\(context): still animating 3 s after the last change")
        for key in model.shownAnimations(in: model.world) {
            #expect(
                log.meters[key] == model.world.offsets[key],
                Comment(
                    rawValue: "\(context): meter \(key) ended at \(log.meters[key].map { "\($0)" } ?? "nothing"), "
                        + "its model value is \(model.world.offsets[key] ?? 0)"))
        }
        // The offset effects the tree shows present their model values too. (The trace tells a
        // node made again at a place apart from the one removed there: `offset (2)`.)
        var created: [NodeID: String] = [:]
        for event in host.trace.ticks.flatMap(\.events) {
            guard case .created(let node, _) = event else { continue }
            let name = node.name.split(separator: " (").first.map(String.init) ?? node.name
            if name.hasSuffix("offset") { created[node.id] = node.name }
        }
        let presented = created.keys.filter { host.graph.dependencyGraph.state(of: $0) != .removed }
            .compactMap { host.trace.samples(of: $0).last?.value.description }.sorted()
        let modelled = model.shownAnimations(in: model.world)
            .map { "offset(x: \(model.world.offsets[$0] ?? 0), y: 0.0)" }.sorted()
        #expect(
            presented == modelled, "\(context): the offsets shown end at \(presented), their models are \(modelled)")
        // Each animated place blurs what it moves by a twentieth of its offset: at rest, every blur
        // drawn is that of a place shown (a place whose content draws nothing, an empty list,
        // draws no blur).
        let blurs = Set(
            host.displayList.items.flatMap(\.effects).compactMap { effect -> CGFloat? in
                if case .blur(let radius, _) = effect { radius } else { nil }
            })
        let modelledBlurs = Set(
            model.shownAnimations(in: model.world).map { CGFloat(abs(model.world.offsets[$0] ?? 0) / 20) })
        #expect(
            blurs.isSubset(of: modelledBlurs),
            "\(context): blurs drawn \(blurs.sorted()), modelled \(modelledBlurs.sorted())")
        // Back to the first structure: the node count is where it started.
        step += 1
        actions = ["back to the start"]
        let start = FuzzWorld(spec)
        edit("restore", FuzzEdit(wrappers: []) { $0 = start }) { $0 = start }
        host.update()
        try check()
        return (host.trace.timeline(), log.text)
    }

    // MARK: Actions

    mutating func act() {
        switch random.int(below: 10) {
        case 0, 1: toggleBranch()
        case 2, 3: editList()
        case 4: resetIdentity()
        case 5, 6: moveOffset()
        case 7 where !model.world.themes.isEmpty && random.chance(percent: 50):
            let keys = model.world.themes.keys.sorted()
            let key = keys[random.int(below: keys.count)]
            edit("retheme \(key)", FuzzEdit(wrappers: []) { $0.themes[key, default: 100] += 1 }) {
                $0.themes[key, default: 100] += 1
            }
        case 7: edit("theme", FuzzEdit(wrappers: []) { $0.theme += 1 }) { $0.theme += 1 }
        default: tapLeaf()
        }
    }

    /// Applies `change` through the root's button, and `model` to the oracle's world.
    mutating func edit(_ name: String, _ change: FuzzEdit, model apply: (inout FuzzWorld) -> Void) {
        actions.append(change.wrappers.map { "\($0) " }.joined() + name)
        stepMayAnimate =
            stepMayAnimate
            || change.wrappers.contains {
                if case .animation(let animation) = $0 { return animation != nil }
                return false
            }
        log.pendingEdit = change
        host.tap("edit")
        apply(&model.world)
    }

    /// Zero to two random transaction wrappers: animations of different lengths, none, or disabled.
    mutating func randomWrappers() -> [FuzzEdit.Wrapper] {
        let choices: [FuzzEdit.Wrapper] = [
            .animation(.linear(duration: 0.3)), .animation(.easeInOut(duration: 0.4)),
            .animation(.spring(duration: 0.3, bounce: 0.2)), .animation(nil), .disablesAnimations,
        ]
        return (0..<random.int(in: 0...2)).map { _ in choices[random.int(below: choices.count)] }
    }

    mutating func toggleBranch() {
        let keys = model.world.flags.keys.sorted()
        guard !keys.isEmpty else { return }
        let key = keys[random.int(below: keys.count)]
        edit("toggle \(key)", FuzzEdit(wrappers: []) { $0.flags[key]?.toggle() }) {
            $0.flags[key]?.toggle()
        }
    }

    mutating func editList() {
        let keys = model.world.lists.keys.sorted()
        let key = keys[random.int(below: keys.count)]
        var ids = model.world.lists[key] ?? []
        guard case .list(_, let rows)? = find(key) else { return }
        let missing = rows.indices.filter { !ids.contains($0) }
        switch random.int(below: 3) {
        case 0 where ids.count > 1:
            let id = ids.remove(at: random.int(below: ids.count))
            ids.insert(id, at: random.int(below: ids.count + 1))
        case 1 where !ids.isEmpty:
            ids.remove(at: random.int(below: ids.count))
        default:
            guard !missing.isEmpty else { return }
            ids.insert(missing[random.int(below: missing.count)], at: random.int(below: ids.count + 1))
        }
        let new = ids
        edit("\(key) = \(new)", FuzzEdit(wrappers: []) { $0.lists[key] = new }) { $0.lists[key] = new }
    }

    mutating func resetIdentity() {
        let keys = model.world.tokens.keys.sorted()
        guard !keys.isEmpty else { return }
        let key = keys[random.int(below: keys.count)]
        edit("reset \(key)", FuzzEdit(wrappers: []) { $0.tokens[key, default: 0] += 1 }) {
            $0.tokens[key, default: 0] += 1
        }
    }

    mutating func moveOffset() {
        let keys = model.world.offsets.keys.sorted()
        guard !keys.isEmpty else { return }
        let key = keys[random.int(below: keys.count)]
        let value = Double(random.int(in: -40...40))
        let wrappers = randomWrappers()
        edit("\(key) offset \(value)", FuzzEdit(wrappers: wrappers) { $0.offsets[key] = value }) {
            $0.offsets[key] = value
        }
    }

    mutating func tapLeaf() {
        let shown = model.shown.keys.sorted()
        guard !shown.isEmpty else { return }
        let key = shown[random.int(below: shown.count)]
        switch random.int(below: 3) {
        case 0:
            guard let label = host.tappableLabels.first(where: { $0.hasPrefix("\(key)=") }) else { return }
            host.tap(label)
            actions.append("tap \(label)")
            model.counts[key, default: 0] += 1
        case 1:
            host.tap("\(key) bump")
            actions.append("bump \(key)")
            model.counts[key, default: 0] += 10
        default:
            host.tap("\(key) poke")
            actions.append("poke \(key)")
        }
    }

    func find(_ key: String) -> FuzzSpec? {
        func visit(_ spec: FuzzSpec) -> FuzzSpec? {
            if spec.key == key { return spec }
            switch spec {
            case .leaf: return nil
            case .branch(_, let then, let otherwise): return visit(then) ?? visit(otherwise)
            case .list(_, let rows): return rows.lazy.compactMap(visit).first
            case .identified(_, let child), .optional(_, let child), .animated(_, _, let child), .themed(_, let child):
                return visit(child)
            }
        }
        return visit(spec)
    }

    // MARK: Checks

    mutating func check() throws {
        checkBodies()
        try checkLeaves()
        checkNodeCount()
        checkDrawing()
    }

    /// The screen draws: each leaf shown has its gradient background, clipped to its rounded
    /// corners, and every blur's radius is a number. While something animates, leaves being removed
    /// are still drawn, through their removal transitions: at least one background a leaf then.
    func checkDrawing() {
        // The list kept between frames, rewritten where its pieces changed, is the list a walk of
        // the whole tree gives.
        let displayList = host.displayList
        let afresh = host.displayListBuiltAfresh
        #expect(
            displayList == afresh,
            Comment(
                rawValue: "\(context): the kept display list differs from one built afresh: "
                    + Self.firstDifference(displayList, afresh)))
        let items = displayList.items
        let backgrounds = items.filter { $0.gradient != nil }
        #expect(
            host.isAnimating ? backgrounds.count >= model.shown.count : backgrounds.count == model.shown.count,
            "\(context): \(backgrounds.count) gradient backgrounds for \(model.shown.count) leaves")
        #expect(backgrounds.allSatisfy { $0.clip.count >= 1 }, "\(context): a leaf's background is not clipped")
        for effect in items.flatMap(\.effects) {
            if case .blur(let radius, _) = effect { #expect(radius.isFinite, "\(context): blur radius \(radius)") }
        }
    }

    /// Where two display lists differ: the first item that does, from each, or their lengths.
    static func firstDifference(_ kept: DisplayList, _ afresh: DisplayList) -> String {
        for (index, (item, other)) in zip(kept.items, afresh.items).enumerated() where item != other {
            return "item \(index): \(item) | \(other)"
        }
        return "\(kept.items.count) items, \(afresh.items.count) afresh"
    }

    /// Every body that ran saw something its identity's previous evaluation did not, and a leaf
    /// that reads the theme saw the root's.
    ///
    /// One exception: the root's body may run with the world it saw before when the step wrote the
    /// world more than once and the writes cancelled out (a branch toggled twice between frames).
    /// SwiftUI's state compares each write with the value before it, not with what the body last
    /// read, so the second write still invalidates the body.
    mutating func checkBodies() {
        let themes = model.themes(in: model.world)
        let rootWritten = actions.contains { !$0.hasPrefix("tap ") && !$0.hasPrefix("bump ") && !$0.hasPrefix("poke ") }
        for entry in log.entries[checkedEntries...] {
            let identity = "\(entry.place)#\(entry.identity)"
            if !(entry.place == "root" && rootWritten) {
                #expect(
                    lastInputs[identity] != entry.inputs,
                    "\(context): \(entry.place)'s body ran again with nothing changed: \(entry.inputs)")
            }
            if entry.place.hasPrefix("leaf:"), !entry.inputs.hasSuffix("unread") {
                let expected = themes[String(entry.place.dropFirst("leaf:".count))]
                #expect(
                    expected.map { entry.inputs.hasSuffix("theme \($0)") } ?? false,
                    "\(context): \(entry.place) read the theme as \(entry.inputs), its environment says \(expected ?? -1)"
                )
            }
            lastInputs[identity] = entry.inputs
        }
        checkedEntries = log.entries.count
    }

    /// The leaves shown, their counts and their identities, as the oracle says.
    mutating func checkLeaves() throws {
        let mayAnimate = stepMayAnimate
        stepMayAnimate = false
        let kept = model.frame(at: host.time, mayAnimate: mayAnimate)
        var observed: [String: (count: Int, serial: Int)] = [:]
        for label in host.tappableLabels {
            let parts = label.split(whereSeparator: { $0 == "=" || $0 == "#" })
            guard parts.count == 3, let count = Int(parts[1]), let serial = Int(parts[2]) else { continue }
            observed[String(parts[0])] = (count, serial)
        }
        #expect(
            Set(observed.keys) == Set(kept.keys),
            "\(context): shown leaves \(observed.keys.sorted()), expected \(kept.keys.sorted())")
        for (key, keeping) in kept {
            guard let leaf = observed[key] else { continue }
            let seen = serials[key, default: []]
            switch keeping {
            case .kept:
                #expect(seen.contains(leaf.serial), "\(context): leaf \(key) kept its place but got new state")
            case .new:
                #expect(!seen.contains(leaf.serial), "\(context): leaf \(key) has a new identity but old state")
            case .either(let count):
                // Brought back during its removal, or made anew once it had gone.
                model.counts[key] = seen.contains(leaf.serial) ? count : 0
            }
            let expected = model.counts[key] ?? 0
            #expect(leaf.count == expected, "\(context): leaf \(key) counts \(leaf.count), expected \(expected)")
            serials[key, default: []].insert(leaf.serial)
        }
    }

    /// The same places shown, the same number of nodes, once nothing animates: views inserted or
    /// removed under an animation hold their transitions' nodes until the transitions end, and a
    /// removed view its own, and then let them go.
    mutating func checkNodeCount() {
        guard !host.isAnimating else { return }
        let structure = model.structure(of: model.world)
        let now = (nodes: host.graph.dependencyGraph.nodes.count, viewNodes: host.viewNodeCount)
        if let earlier = counts[structure] {
            #expect(
                earlier.nodes == now.nodes && earlier.viewNodes == now.viewNodes,
                Comment(
                    rawValue: "\(context): \(now.nodes) nodes (\(now.viewNodes) of views) where the same places held "
                        + "\(earlier.nodes) (\(earlier.viewNodes))"))
        } else {
            counts[structure] = now
        }
    }
}
