import AnimaticUI
import Foundation
import Testing

/// The three sequencer views in a branch that a button shows and hides.
private struct Toggled: View {
    @State private var shown = true
    @State private var taps = 0
    var body: some View {
        VStack {
            if shown {
                PhaseAnimator([0.0, 1]) { phase in
                    Rectangle().opacity(phase)
                } animation: { _ in
                    .linear(duration: 0.5)
                }
                KeyframeAnimator(initialValue: 0.0, trigger: taps) { x in
                    Circle().offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(10.0, duration: 1)
                }
                TimelineView(.explicit([TimelineViewDefaultContext.referenceDate.addingTimeInterval(0.25)])) {
                    context in
                    Text("\(context.date.timeIntervalSinceReferenceDate)")
                }
            }
            Button("toggle") { shown.toggle() }
            Button("tap") { taps += 1 }
        }
    }
}

@Suite("Sequencer views' lifetime")
struct SequencerLifetimeTests {
    @Test("removing a branch removes its sequencers with everything they own, and time with them")
    func removal() {
        let host = ViewHost(Toggled())
        host.update()
        host.tap("tap")
        host.advance(by: 0.1)
        #expect(host.isAnimating)
        host.tap("toggle")
        host.advance(by: 0.1)
        // The cycling phase animator, the playing keyframes and the timeline were all removed:
        // nothing depends on time.
        #expect(!host.isAnimating)
        let hidden = host.graph.dependencyGraph.nodes.count
        for _ in 0..<10 {
            host.tap("toggle")
            host.advance(by: 0.1)
            host.tap("toggle")
            host.advance(by: 0.1)
        }
        #expect(host.graph.dependencyGraph.nodes.count == hidden)
        #expect(!host.isAnimating)
    }

    // An explicit schedule: before its one date, the entry is that date; it stops depending on
    // time once the date is past.
    @Test("an explicit schedule of dates, on the virtual clock")
    func explicitDates() {
        let host = ViewHost(Toggled())
        host.update()
        #expect(host.value(of: "TimelineView", atFrame: 0, as: Double.self) == 0.25)
        host.advance(to: 1)
        let entries = host.trace.samples(of: "TimelineView").map { $0.value.number }
        #expect(entries == [0.25])
    }
}
