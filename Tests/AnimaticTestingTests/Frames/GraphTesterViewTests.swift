import AnimaticTesting
import AnimaticUI
import Testing

private struct Dimmer: View {
    @State private var dimmed = false
    var body: some View {
        Circle()
            .opacity(dimmed ? 0.4 : 1)
            .animation(.linear(duration: 1), value: dimmed)
            .onTapGesture { dimmed.toggle() }
            .accessibilityIdentifier("dimmer")
    }
}

private struct Tally: View, AutoAnimatable {
    var count: Double
    var body: some View { Text("\(Int(count))") }
}

private struct TallyExample: View {
    @State private var count = 0.0
    var body: some View {
        VStack {
            Tally(count: count)
            Button("Add Ten") { withAnimation(.linear(duration: 1)) { count += 10 } }
        }
    }
}

@Suite("GraphTester driving a ViewHost")
struct GraphTesterViewTests {
    @Test("tap by accessibility identifier: the state flips, the opacity animates by the modifier's animation")
    func dimmer() {
        let tester = GraphTester(ViewHost(Dimmer()))
        tester.update {
            $0.evaluated("Dimmer.body", .initial)
            $0.evaluated("opacity", .initial)
            $0.evaluated("Circle", .initial)
        }
        tester.tap("dimmer") {
            $0.evaluated("Dimmer.body", .changed)
            $0.evaluated("opacity", .unchanged)
            $0.evaluated("Circle", .unchanged)
            $0.startsDependingOnTime("opacity")
        }
        // Tapped between frames 0 and 1: applied at frame 1 (1/60 s). linear(duration: 1) from an
        // opacity of 1 to 0.4: 30 frames later, at 31/60 s, it is half way, 0.7.
        tester.advance(frames: 30) {
            $0.evaluated("opacity", .changed)
        }
        let opacity = tester.graph.trace.samples(of: "opacity").last?.value.components.first?.value
        #expect(abs((opacity ?? 0) - 0.7) < 1e-9)
    }

    @Test("tap by a button's title at a time: the animatable view is asserted by its own value")
    func buttonAtTime() {
        let tester = GraphTester(ViewHost(TallyExample()))
        tester.update {
            $0.evaluated("TallyExample.body", .initial)
            $0.evaluated("Tally", .initial)
            $0.evaluated("Tally.body", Text("0"))
        }
        // 0.25 s is frame 15 at 60 frames per second: the frames before it are idle.
        tester.tap("Add Ten", at: 0.25) {
            $0.evaluated("TallyExample.body", .changed)
            $0.evaluated("Tally", .unchanged)
            $0.startsDependingOnTime("Tally")
        }
        #expect(tester.graph.frame == 15)
        // linear(duration: 1) from 0 to 10, started at 0.25 s: at 0.75 s it presents 5.
        tester.advance(to: 0.75) {
            $0.evaluated("Tally", Tally(count: 5))
            $0.evaluated("Tally.body", Text("5"))
        }
        #expect(tester.host?.time == 0.75)
    }
}

extension Tally: Equatable {}
