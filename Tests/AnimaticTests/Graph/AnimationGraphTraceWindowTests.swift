import Animatic
import Testing

/// `trace(fromTick:)` against the whole `trace`, its oracle: reading a run piece by piece gives the
/// same ticks, events and old values as reading it whole, whatever the pieces.
@Suite("AnimationGraph: reading the trace from a tick on")
struct AnimationGraphTraceWindowTests {
    /// A counter animated by taps, whose completions write a state nothing reads (their events join
    /// the frame's last tick after it ended) and a state a rule reads (another tick runs).
    final class Run {
        let graph: AnimationGraph
        let value: StateNode<Double>
        let unread: StateNode<Int>
        let caption: StateNode<String>

        init(tracing: TraceMode) {
            graph = AnimationGraph(tracing: tracing)
            let value = graph.state(0.0, name: "value")
            let caption = graph.state("", name: "caption")
            let counter = graph.animatable(name: "Counter") { value.value }
            _ = graph.rule(name: "Counter.body") { "\(Int(counter.value))" }
            _ = graph.rule(name: "label") { caption.value.count }
            self.value = value
            self.caption = caption
            unread = graph.state(0, name: "unread")
        }

        /// Step `step` of the run: a tap every seventh step, frames otherwise.
        func perform(_ step: Int) {
            if step % 7 == 3 {
                let unread = unread
                let caption = caption
                graph.withAnimation(.linear(duration: 0.05)) {
                    value.value = Double(step)
                } completion: {
                    unread.value += 1
                    if step % 2 == 1 { caption.value += "." }
                }
            }
            graph.advance(by: Double(step % 3) / 60)
        }
    }

    /// Each tick as text: its index, frame, and every event with its old and new values.
    static func text(_ ticks: [TraceTick]) -> [String] {
        ticks.map { tick in "\(tick.index) \(tick.frame): " + tick.events.map(\.description).joined(separator: "; ") }
    }

    @Test(
        "reading on from the previous read gives the whole trace's ticks",
        arguments: [TraceMode.unbounded, .lastTicks(1_000), .lastTicks(8)])
    func piecewise(tracing: TraceMode) {
        let run = Run(tracing: tracing)
        var read: [TraceTick] = []
        for step in 0..<80 {
            let first = run.graph.tickCount
            run.perform(step)
            let window = run.graph.trace(fromTick: first)
            // The first tick read is the one standing for `first`: a skipped idle run can start before it.
            #expect(window.ticks.first.map { $0.indices.contains(first) } ?? true)
            read += window.ticks
        }
        let whole = run.graph.trace.ticks
        let kept = read.filter { tick in whole.first.map { tick.index >= $0.index } ?? false }
        if case .unbounded = tracing {
            // Unbounded, both readings see the same history from the start.
            #expect(Self.text(kept) == Self.text(whole))
        } else {
            // Bounded, the whole trace starts without the old values of the dropped ticks; the
            // ticks after a node's first evaluation in it agree.
            #expect(kept.map(\.index) == whole.map(\.index))
        }
        // Each tick index is read once, an idle run's ticks as the one tick that stands for them.
        let indices = read.reduce(into: [Int]()) { indices, tick in
            indices += tick.indices.drop { $0 < (indices.last ?? -1) + 1 }
        }
        #expect(indices == Array(0..<run.graph.tickCount))
    }

    @Test("an earlier index reads again from the start, and a later one skips ticks", arguments: [0, 5, 17])
    func rereading(from index: Int) {
        let run = Run(tracing: .unbounded)
        for step in 0..<30 { run.perform(step) }
        _ = run.graph.trace(fromTick: run.graph.tickCount)
        let again = run.graph.trace(fromTick: index)
        let whole = run.graph.trace
        #expect(Self.text(again.ticks) == Self.text(whole.ticks.filter { $0.indices.upperBound > index }))
        #expect(again.ticks.first?.indices.contains(index) == true)
        #expect(again.droppedTickCount == again.ticks.first?.index)
    }

    @Test("past the latest tick, or with tracing off, there is nothing to read")
    func nothing() {
        let run = Run(tracing: .unbounded)
        run.perform(3)
        #expect(run.graph.trace(fromTick: run.graph.tickCount).ticks.isEmpty)
        let off = AnimationGraph(tracing: .off)
        off.update()
        #expect(off.trace(fromTick: 0).ticks.isEmpty)
    }
}
