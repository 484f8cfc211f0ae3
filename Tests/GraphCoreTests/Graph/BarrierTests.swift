import GraphCore
import Testing

/// Barriers: a change stops at one until it has been brought up to date, and goes on below it only
/// if its value changed; a read never sees what is below a barrier stale.
@Suite("Barriers stop a change that leaves them equal")
struct BarrierTests {
    /// The rules run and verified without running, by name.
    final class Verifications: GraphObserver {
        var evaluated: [String] = []
        var verified: [String] = []
        func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {
            evaluated.append(graph.name(of: evaluation.node))
        }
        func graph(_ graph: DependencyGraph, didVerify node: NodeID) { verified.append(graph.name(of: node)) }
    }

    /// A source, a row that reads it and changes with it, a "layout" barrier that reads the row but
    /// only its parity, and `count` frames that read the layout.
    struct Column {
        let graph: DependencyGraph
        let source: Input<Int>
        let layout: Rule<Int>
        let frames: [Rule<Int>]
        let runs: Counter

        final class Counter { var frames = 0 }

        init(count: Int) {
            let graph = DependencyGraph()
            let source = graph.input(0, name: "source")
            let row = graph.rule(name: "row") { source.value * 10 }
            let layout = graph.rule(name: "layout") { row.value / 20 }
            graph.markBarrier(layout.id)
            let runs = Counter()
            self.frames = (0..<count).map { index in
                graph.rule(name: "frame\(index)") {
                    runs.frames += 1
                    return layout.value + index
                }
            }
            self.graph = graph
            self.source = source
            self.layout = layout
            self.runs = runs
            graph.updateOutputs()
        }
    }

    @Test("a change that leaves the barrier equal marks nothing below it, and nothing there is verified")
    func equalStops() {
        let column = Column(count: 100)
        let observer = Verifications()
        column.graph.observer = observer
        column.runs.frames = 0
        column.source.value = 1  // row 10, layout 10 / 20 = 0: equal
        #expect(column.graph.state(of: column.layout.id) == .possiblyStale)
        #expect(column.frames.allSatisfy { column.graph.state(of: $0.id) == .upToDate })
        #expect(column.graph.hasPendingOutputs, "the barrier the write reached is pending")
        column.graph.updateOutputs()
        #expect(column.runs.frames == 0)
        #expect(observer.evaluated == ["row", "layout"], "the row and the barrier run: \(observer.evaluated)")
        #expect(observer.verified.isEmpty, "and no frame is verified: \(observer.verified)")
        #expect(!column.graph.hasPendingOutputs)
        column.graph.observer = nil
    }

    @Test("a change that changes the barrier reaches what is below it, once it is settled")
    func changeGoesOn() {
        let column = Column(count: 100)
        column.runs.frames = 0
        column.source.value = 2  // row 20, layout 1
        column.graph.updateOutputs()
        #expect(column.runs.frames == 100)
        #expect(column.frames.enumerated().allSatisfy { index, frame in frame.value == 1 + index })
    }

    @Test("a read from outside a rule settles the barriers first: a node below one is never read stale")
    func readBelowPendingBarrier() {
        let column = Column(count: 3)
        column.source.value = 4  // row 40, layout 2
        // `frame2` still says it is up to date; the read settles the layout and runs it.
        #expect(column.graph.state(of: column.frames[2].id) == .upToDate)
        #expect(column.frames[2].value == 4)
        #expect(column.graph.currentValue(of: column.frames[0].id) as? Int == 0, "the others wait for their pull")
        #expect(column.frames[0].value == 2)
    }

    /// `inner` reads `bridge`, which reads `outer`; both ends are barriers, and `inner` is made
    /// (numbered) before `outer`. `reader` reads `inner`.
    final class Bridge {
        let graph = DependencyGraph()
        let source: Input<Int>
        let trigger: Input<Int>
        let inner: Rule<Int>
        let outer: Rule<Int>
        let bridge: Rule<Int>
        let reader: Rule<Int>
        /// The values `inner` computed, in order.
        var innerRuns: [Int] = []

        /// With `ranks` (inner, outer), the barriers are ranked; without, they go by number.
        init(ranks: (inner: Int, outer: Int)?) {
            source = graph.input(1, name: "source")
            trigger = graph.input(0, name: "trigger")
            var bridgeHolder: Rule<Int>?
            let trigger = self.trigger
            var runs: (Int) -> Void = { _ in }
            inner = graph.rule(name: "inner") { () -> Int in
                let value = trigger.value + (bridgeHolder?.value ?? 0)
                runs(value)
                return value
            }
            let source = self.source
            outer = graph.rule(name: "outer") { source.value * 2 }
            let outer = self.outer
            bridge = graph.rule(name: "bridge") { outer.value + 1 }
            bridgeHolder = bridge
            graph.markBarrier(inner.id, rank: ranks?.inner ?? 0)
            graph.markBarrier(outer.id, rank: ranks?.outer ?? 0)
            let inner = self.inner
            reader = graph.rule(name: "reader") { inner.value }
            runs = { [unowned self] in self.innerRuns.append($0) }
        }

        /// The first run of `inner` read no bridge; the trigger makes it read it: the reader's value
        /// then.
        func readBridge() -> Int {
            trigger.value = 10
            graph.updateOutputs()
            return reader.value
        }

        /// Two writes of one update, one reaching each barrier: the reader's value after it, with
        /// `innerRuns` those of this update.
        func writeBoth() -> Int {
            source.value = 5
            trigger.value = 20
            innerRuns = []
            graph.updateOutputs()
            return reader.value
        }
    }

    @Test("a barrier below a barrier made after it: the inner one that ran too early runs again")
    func innerBarrierMadeFirst() {
        // Settled by number, `inner` goes first and reads `bridge` before `outer` has gone on to it.
        let bridge = Bridge(ranks: nil)
        #expect(bridge.readBridge() == 10 + 3)
        #expect(bridge.writeBoth() == 20 + 11)
        #expect(bridge.graph._checkInvariants().isEmpty, "\(bridge.graph._checkInvariants())")
        #expect(bridge.innerRuns.last == 31, "the last run of inner saw the settled outer: \(bridge.innerRuns)")
    }

    @Test("ranked outside in, a barrier below another made before it runs once, after it")
    func rankedInnerBarrier() {
        let bridge = Bridge(ranks: (inner: 2, outer: 1))
        #expect(bridge.graph.barrierRank(of: bridge.inner.id) == 2)
        #expect(bridge.graph.barrierRank(of: bridge.bridge.id) == nil)
        #expect(bridge.readBridge() == 13)
        #expect(bridge.writeBoth() == 31)
        #expect(bridge.innerRuns == [31], "inner ran once, after outer: \(bridge.innerRuns)")
    }

    @Test("a pending barrier leaves the storage's structure valid between updates")
    func invariants() {
        let column = Column(count: 4)
        column.source.value = 7
        #expect(column.graph._checkInvariants().isEmpty, "\(column.graph._checkInvariants())")
        column.graph.updateOutputs()
        #expect(column.graph._checkInvariants().isEmpty)
    }

    @Test("removing a barrier's source leaves it pending, and the update runs it without the source")
    func removal() {
        let graph = DependencyGraph()
        let source = graph.input(3, name: "source")
        let extra = graph.rule(name: "extra") { 100 }
        var readsExtra = true
        let layout = graph.rule(name: "layout") { source.value + (readsExtra ? extra.value : 0) }
        graph.markBarrier(layout.id)
        let frame = graph.rule(name: "frame") { layout.value * 2 }
        graph.updateOutputs()
        #expect(frame.value == 206)
        readsExtra = false
        graph.remove(extra.id)
        #expect(graph.state(of: layout.id) == .stale)
        #expect(graph.hasPendingOutputs)
        graph.updateOutputs()
        #expect(graph.currentValue(of: frame.id) as? Int == 6)
    }
}
