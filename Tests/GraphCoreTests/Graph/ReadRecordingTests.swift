import GraphCore
import Testing

/// How a rule's reads become its source list: each node once, in the order of first reads, however
/// often the rule reads it, whatever nested evaluations read in between, and in time linear in the
/// reads (the benchmark's *wide* row measures that).
@Suite("Recording reads")
struct ReadRecordingTests {
    private static func names(_ graph: DependencyGraph, _ nodes: [NodeID]) -> [String] {
        nodes.map { graph.name(of: $0) }
    }

    @Test("a rule that reads 20,000 inputs, many of them twice, depends on each once, in first-read order")
    func wideRule() {
        let graph = DependencyGraph()
        let inputs = (0..<20_000).map { graph.input($0, name: "i\($0)") }
        let sum = graph.rule(name: "sum") {
            var total = 0
            for input in inputs { total &+= input.value }
            // Again, every third one, and the first last: each a read of a node already read.
            for input in stride(from: 0, to: inputs.count, by: 3).map({ inputs[$0] }) { total &+= input.value }
            return total &+ inputs[0].value
        }
        let once = (0..<20_000).reduce(0, +)
        let again = stride(from: 0, to: 20_000, by: 3).reduce(0, +)
        #expect(sum.value == once + again)
        let sources = graph.sources(of: sum.id)
        #expect(sources.count == 20_000)
        #expect(sources == inputs.map(\.id), "the first read of each input sets its place")
        inputs[5].value = 1_005
        #expect(sum.value == once + again + 1_000, "5 is not a multiple of 3: read once")
        inputs[6].value = 1_006
        #expect(sum.value == once + again + 1_000 + 2_000, "6 is: read twice")
        #expect(graph.sources(of: sum.id) == inputs.map(\.id))
        #expect(graph._checkInvariants() == [])
    }

    @Test("a read repeated after a nested evaluation read the same node is still one dependency")
    func nestedEvaluationReadsTheSameNode() {
        let graph = DependencyGraph()
        let x = graph.input(1, name: "x")
        let y = graph.input(2, name: "y")
        // Never run before `outer` reads them: each runs nested inside `outer`, and reads what
        // `outer` reads too.
        let readsX = graph.rule(name: "readsX") { x.value * 10 }
        let readsY = graph.rule(name: "readsY") { y.value * 100 }
        let outer = graph.rule(name: "outer") {
            // x, then a nested evaluation that reads x, then x again; a nested evaluation that
            // reads y, then y for the first time here, then again.
            x.value + readsX.value + x.value + readsY.value + y.value + y.value
        }
        #expect(outer.value == 1 + 10 + 1 + 200 + 2 + 2)
        #expect(Self.names(graph, graph.sources(of: outer.id)) == ["x", "readsX", "readsY", "y"])
        x.value = 3
        #expect(outer.value == 3 + 30 + 3 + 200 + 2 + 2)
        #expect(Self.names(graph, graph.sources(of: outer.id)) == ["x", "readsX", "readsY", "y"])
        #expect(graph._checkInvariants() == [])
    }

    @Test("an evaluation that reads in a new order, repeating reads, keeps each dependency once")
    func reorderedAndRepeated() {
        let graph = DependencyGraph()
        let a = graph.input(1, name: "a")
        let b = graph.input(2, name: "b")
        let c = graph.input(3, name: "c")
        let flip = graph.input(false, name: "flip")
        let rule = graph.rule(name: "rule") {
            flip.value ? c.value + a.value + c.value + b.value + a.value : a.value + b.value + c.value
        }
        #expect(rule.value == 6)
        #expect(Self.names(graph, graph.sources(of: rule.id)) == ["flip", "a", "b", "c"])
        flip.value = true
        #expect(rule.value == 3 + 1 + 3 + 2 + 1)
        #expect(Self.names(graph, graph.sources(of: rule.id)) == ["flip", "c", "a", "b"])
        #expect(graph._checkInvariants() == [])
    }

    @Test("a new read after the previous order ran out, then a repeat of a read made on that order")
    func newReadAfterThePreviousOrder() {
        let graph = DependencyGraph()
        let a = graph.input(1, name: "a")
        let b = graph.input(2, name: "b")
        let c = graph.input(3, name: "c")
        let more = graph.input(false, name: "more")
        let rule = graph.rule(name: "rule") { a.value + b.value + (more.value ? c.value + a.value + b.value : 0) }
        #expect(rule.value == 3)
        // a, b and more follow the previous order; c is new, after its end; a and b are read again.
        more.value = true
        #expect(rule.value == 1 + 2 + 3 + 1 + 2)
        #expect(Self.names(graph, graph.sources(of: rule.id)) == ["a", "b", "more", "c"])
        #expect(graph._checkInvariants() == [])
    }

    @Test("serials that run out in the middle of a pull leave each read one dependency", arguments: [0, 1, 2])
    func serialsRunOut(leaving serials: Int) {
        let graph = DependencyGraph()
        let x = graph.input(1, name: "x")
        let y = graph.input(2, name: "y")
        let nested = graph.rule(name: "nested") { x.value * 10 + y.value }
        // Used up from inside the pull (one from outside any rule would start them again first).
        // With 2 serials left, `outer` and `nested` take one each; with 1, `outer` takes the last and
        // `nested`, run inside it, reads with no marks; with none, both do.
        var usedUp = false
        // Unowned: a rule that held its graph would keep both alive.
        let outer = graph.rule(name: "outer") { [unowned graph] in
            if !usedUp {
                graph._useUpReadSerials(leaving: serials)
                usedUp = true
            }
            return x.value + nested.value + x.value + y.value + y.value
        }
        #expect(outer.value == 1 + 12 + 1 + 2 + 2)
        #expect(Self.names(graph, graph.sources(of: outer.id)) == ["x", "nested", "y"])
        #expect(Self.names(graph, graph.sources(of: nested.id)) == ["x", "y"])
        #expect(graph._readSerialsAreRunningOut)
        // The next pull from outside any rule starts the serials again.
        x.value = 3
        #expect(outer.value == 3 + 32 + 3 + 2 + 2)
        #expect(!graph._readSerialsAreRunningOut)
        #expect(Self.names(graph, graph.sources(of: outer.id)) == ["x", "nested", "y"])
        #expect(graph._checkInvariants() == [])
    }

    /// The second evaluation of this rule parts from its first after `gate` and `p`, with `q` and
    /// `r` still ahead in the old list; it then repeats reads from before the parting, runs a rule
    /// for the first time that reads two of its sources, and reads the old list's nodes out of order.
    /// `leaving`, when not nil, is how many read-mark serials the second evaluation has left: with
    /// fewer than two, it cannot mark the old list's nodes ahead apart and finds reads in the list.
    @Test(
        "reads new in the middle of the previous list, around repeats and a nested evaluation, keep each dependency once",
        arguments: [nil, 0, 1, 2, 3])
    func newReadsInTheMiddle(leaving serials: Int?) {
        let graph = DependencyGraph()
        let p = graph.input(1, name: "p")
        let q = graph.input(2, name: "q")
        let r = graph.input(4, name: "r")
        let n1 = graph.input(8, name: "n1")
        let n2 = graph.input(16, name: "n2")
        let gate = graph.input(false, name: "gate")
        let nested = graph.rule(name: "nested") { q.value * 100 + p.value * 1_000 }
        // Unowned: a rule that held its graph would keep both alive.
        let rule = graph.rule(name: "rule") { [unowned graph] in
            guard gate.value else { return p.value + q.value + r.value }
            if let serials { graph._useUpReadSerials(leaving: serials) }
            // p, then n1 off the cursor with q and r ahead; p and n1 again; nested, which reads q
            // and p; r and q from the old list, out of its order; p again; n2, new.
            return p.value + n1.value + p.value + n1.value + nested.value + r.value + q.value + p.value + n2.value
        }
        #expect(rule.value == 1 + 2 + 4)
        #expect(Self.names(graph, graph.sources(of: rule.id)) == ["gate", "p", "q", "r"])
        gate.value = true
        #expect(rule.value == 1 + 8 + 1 + 8 + 1_200 + 4 + 2 + 1 + 16)
        #expect(Self.names(graph, graph.sources(of: rule.id)) == ["gate", "p", "n1", "nested", "r", "q", "n2"])
        #expect(Self.names(graph, graph.sources(of: nested.id)) == ["q", "p"])
        #expect(graph._checkInvariants() == [])
        // Each dependency is live: a change to any source runs the rule again.
        q.value = 3
        #expect(rule.value == 1 + 8 + 1 + 8 + 1_300 + 4 + 3 + 1 + 16)
        n2.value = 32
        #expect(rule.value == 1 + 8 + 1 + 8 + 1_300 + 4 + 3 + 1 + 32)
        #expect(Self.names(graph, graph.sources(of: rule.id)) == ["gate", "p", "n1", "nested", "r", "q", "n2"])
        #expect(graph._checkInvariants() == [])
    }

    /// A layout's first evaluation: it reads each row's rule, which runs nested and reads the row,
    /// then the row itself. The nested rules' marks are put back when each returns, so the row
    /// reads as new without a look through the list; before, each looked through all of it.
    @Test("a rule that reads a node right after a rule it pulls read it records the read without a search")
    func readAfterANestedRuleReadIt() {
        let graph = DependencyGraph()
        let count = 5_000
        let rows = (0..<count).map { graph.input($0, name: "row\($0)") }
        let texts = rows.map { row in graph.rule(name: "text") { row.value * 2 } }
        let layout = graph.rule(name: "layout") {
            var total = 0
            for (row, text) in zip(rows, texts) { total &+= text.value &+ row.value }
            return total
        }
        let before = graph._readRecordingSteps
        #expect(layout.value == 3 * (0..<count).reduce(0, +))
        #expect(graph.sources(of: layout.id) == zip(texts, rows).flatMap { [$0.id, $1.id] })
        #expect(
            graph._readRecordingSteps - before < count,
            "recording 10,000 reads looked at \(graph._readRecordingSteps - before) edges")
        #expect(graph._checkInvariants() == [])
    }

    /// A stack that measures its rows in a new order: each row's reads change order, and one is
    /// made twice. Reads confirmed in order are marked as read, and a read that moved up is found
    /// just ahead of the cursor, so recording costs a few steps a row, not a search of the list.
    @Test("reads that change order row by row, with repeats, cost a few steps a row to record")
    func rowsReadInANewOrder() {
        let graph = DependencyGraph()
        let count = 3_000
        let a = (0..<count).map { graph.input($0, name: "a\($0)") }
        let b = (0..<count).map { graph.input(10 * $0, name: "b\($0)") }
        let c = (0..<count).map { graph.input(100 * $0, name: "c\($0)") }
        let reordered = graph.input(false, name: "reordered")
        let layout = graph.rule(name: "layout") {
            var total = 0
            if reordered.value {
                // a, b (read after c before), a again, c.
                for row in 0..<count { total &+= a[row].value &+ b[row].value &+ a[row].value &+ c[row].value }
            } else {
                for row in 0..<count { total &+= a[row].value &+ c[row].value &+ b[row].value }
            }
            return total
        }
        let rowSum = (0..<count).reduce(0, +)
        #expect(layout.value == 111 * rowSum)
        reordered.value = true
        let before = graph._readRecordingSteps
        #expect(layout.value == 112 * rowSum)
        let steps = graph._readRecordingSteps - before
        #expect(steps <= 4 * count, "recording \(4 * count) reads looked at \(steps) edges")
        let expected = [reordered.id] + (0..<count).flatMap { [a[$0].id, b[$0].id, c[$0].id] }
        #expect(graph.sources(of: layout.id) == expected)
        #expect(graph._checkInvariants() == [])
    }

    /// A stack whose rows' sizes now sort them the other way: every read is one the previous
    /// evaluation made later. Past a short look through the chain of edges ahead, the chain is
    /// indexed, and each read finds its edge at once.
    @Test("a rule that reads 10,000 nodes in the reverse of its previous order records them in linear steps")
    func reversedReads() {
        let graph = DependencyGraph()
        let count = 10_000
        let rows = (0..<count).map { graph.input($0, name: "row\($0)") }
        let reversed = graph.input(false, name: "reversed")
        let layout = graph.rule(name: "layout") {
            var total = 0
            let order = reversed.value ? Array(rows.reversed()) : rows
            for (place, row) in order.enumerated() { total &+= place &* row.value }
            return total
        }
        #expect(layout.value == (0..<count).reduce(0) { $0 &+ $1 &* $1 })
        reversed.value = true
        let before = graph._readRecordingSteps
        #expect(layout.value == (0..<count).reduce(0) { $0 &+ ($1 &* (count - 1 - $1)) })
        let steps = graph._readRecordingSteps - before
        #expect(steps <= 4 * count, "recording \(count) reversed reads looked at \(steps) edges")
        #expect(graph.sources(of: layout.id) == [reversed.id] + rows.reversed().map(\.id))
        #expect(graph._checkInvariants() == [])
        // And back: the index of the first evaluation is gone; the second builds its own.
        reversed.value = false
        #expect(layout.value == (0..<count).reduce(0) { $0 &+ $1 &* $1 })
        #expect(graph.sources(of: layout.id) == [reversed.id] + rows.map(\.id))
        #expect(graph._checkInvariants() == [])
    }
}
