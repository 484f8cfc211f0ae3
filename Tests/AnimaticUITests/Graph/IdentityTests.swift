import AnimaticUI
import Testing

/// A row with state of its own, to see which rows keep it.
private struct Row: View {
    let id: Int
    @State private var taps = 0
    var body: some View {
        Button("row \(id): \(taps)") { taps += 1 }
    }
}

private struct Item: Identifiable, Equatable {
    let id: Int
}

private struct List: View {
    @State private var items = [1, 2, 3].map(Item.init)
    var body: some View {
        VStack {
            ForEach(items) { item in Row(id: item.id) }
            Button("reverse") { items.reverse() }
            Button("drop 2") { items.removeAll { $0.id == 2 } }
            Button("add 2") { items.append(Item(id: 2)) }
        }
    }
}

/// Rows whose content reads a state that the body itself never reads: only the rows depend on it.
private struct Levels: View {
    @State private var levels = [0, 0, 0]
    var body: some View {
        VStack {
            ForEach(0..<3) { index in LevelRow(level: levels[index]) }
            Button("raise 1") { levels[1] += 1 }
        }
    }
}

private struct LevelRow: View {
    let level: Int
    var body: some View { Text("level \(level)") }
}

/// Eight rows, of which a button keeps one.
private struct Shelf: View {
    @State private var items = (1...8).map(Item.init)
    var body: some View {
        VStack {
            ForEach(items) { item in Row(id: item.id) }
            Button("keep 5") { items = [Item(id: 5)] }
        }
    }
}

private struct Branches: View {
    @State private var showsRow = true
    var body: some View {
        VStack {
            if showsRow { Row(id: 7) } else { Text("none") }
            Button("switch") { showsRow.toggle() }
        }
    }
}

private struct Parent: View {
    @State private var unrelated = 0
    @State private var shown = 1
    var body: some View {
        VStack {
            Child(value: shown)
            Text("\(unrelated)")
            Button("unrelated") { unrelated += 1 }
        }
    }
}

private struct Child: View {
    let value: Int
    var body: some View { Text("child \(value)") }
}

private struct Quiet: View {
    @State private var unread = 0
    @State private var read = 0
    var body: some View {
        Button("\(read)") { unread += 1 }
    }
}

@Suite("Identity and lifetime")
struct IdentityTests {
    @Test("ForEach keeps each row's state by id across moves, and a removed id loses it")
    func forEachKeepsStateById() {
        let host = ViewHost(List())
        host.update()
        host.tap("row 1: 0")
        host.update()
        host.tap("row 2: 0")
        host.update()
        host.tap("reverse")
        host.update()
        // Reversed: rows 3, 2, 1, each with its own count.
        #expect(host.tappableLabels.prefix(3) == ["row 3: 0", "row 2: 1", "row 1: 1"])
        host.tap("drop 2")
        host.update()
        host.tap("add 2")
        host.update()
        // Row 2 came back with a new place: its state starts over.
        #expect(host.tappableLabels.prefix(3) == ["row 3: 0", "row 1: 1", "row 2: 0"])
    }

    @Test("a ForEach's trace shows its ids in order, the same in every run")
    func forEachTraceShowsIds() {
        let host = ViewHost(List())
        host.update()
        host.tap("reverse")
        host.update()
        let values = host.trace.samples(of: "ForEach").map(\.value.description)
        #expect(values == ["ids: [1, 2, 3]", "ids: [3, 2, 1]"])
    }

    @Test("a row whose content reads a state the body never reads updates when it changes")
    func rowReadsStateThroughContent() {
        let host = ViewHost(Levels())
        host.update()
        let firstTick = host.graph.tickCount
        host.tap("raise 1")
        host.update()
        let evaluated = host.trace.ticks.filter { $0.index >= firstTick }.flatMap(\.evaluated)
        // The body did not read the levels, so it does not run; the rows read them, and only the
        // row whose level changed has a new value.
        #expect(!evaluated.contains("Levels.body"))
        #expect(
            host.trace.samples(of: "VStack[0]/ForEach[1]/LevelRow.body").last?.value.description == "Text(\"level 1\")")
        #expect(!evaluated.contains("VStack[0]/ForEach[0]/LevelRow.body"))
    }

    @Test("rows removed in one frame go in the order they had, in every run")
    func removedRowsGoInOrder() {
        let host = ViewHost(Shelf())
        host.update()
        host.tap("keep 5")
        host.update()
        var order: [String] = []
        for event in host.trace.ticks.flatMap(\.events) {
            guard case .removed(let node) = event, node.name.hasSuffix("Row.body") else { continue }
            order.append(node.name)
        }
        #expect(order == [1, 2, 3, 4, 6, 7, 8].map { "VStack[0]/ForEach[\($0)]/Row.body" })
    }

    @Test("switching an if's branch removes the old branch's nodes and state")
    func branchSwitchDropsState() {
        let host = ViewHost(Branches())
        host.update()
        let initialCount = host.graph.dependencyGraph.nodes.count
        host.tap("row 7: 0")
        host.update()
        #expect(host.tappableLabels.first == "row 7: 1")
        host.tap("switch")
        host.update()
        host.tap("switch")
        host.update()
        #expect(host.tappableLabels.first == "row 7: 0")
        #expect(host.graph.dependencyGraph.nodes.count == initialCount)
    }

    @Test("toggling a branch 10,000 times leaves the node count where it started")
    func toggling10000Times() {
        let host = ViewHost(Branches(), tracing: .off)
        host.update()
        let initialCount = host.graph.dependencyGraph.nodes.count
        let initialViewNodes = host.viewNodeCount
        for _ in 0..<10_000 {
            host.tap("switch")
            host.update()
        }
        #expect(host.graph.dependencyGraph.nodes.count == initialCount)
        #expect(host.viewNodeCount == initialViewNodes)
    }

    @Test("a parent that hands a child an equal value does not run the child's body")
    func equalChildValueCutsOff() {
        let host = ViewHost(Parent())
        host.update()
        let firstTick = host.graph.tickCount
        host.tap("unrelated")
        host.update()
        let evaluated = host.trace.ticks.filter { $0.index >= firstTick }.flatMap(\.evaluated)
        #expect(evaluated.contains("Parent.body"))
        #expect(evaluated.contains("Child"))  // compared, equal
        #expect(!evaluated.contains("Child.body"))
    }

    @Test("a state the body never reads does not run the body")
    func unreadStateDoesNotRunBody() {
        let host = ViewHost(Quiet())
        host.update()
        let firstTick = host.graph.tickCount
        host.tap("0")
        host.update()
        let evaluated = host.trace.ticks.filter { $0.index >= firstTick }.flatMap(\.evaluated)
        #expect(evaluated.isEmpty)
    }
}
