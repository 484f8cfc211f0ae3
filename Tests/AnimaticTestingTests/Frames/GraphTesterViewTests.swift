import AnimaticTesting
import AnimaticUI
import Testing

private struct LikeButton: View {
    @State private var liked = false
    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .scaleEffect(liked ? 1.2 : 1.0)
            .animation(.linear(duration: 1), value: liked)
            .onTapGesture { liked.toggle() }
            .accessibilityIdentifier("like")
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
    @Test("tap by accessibility identifier: the state flips, the scale animates by the modifier's animation")
    func likeButton() {
        let tester = GraphTester(ViewHost(LikeButton()))
        tester.update {
            $0.evaluated("LikeButton.body", .initial)
            $0.evaluated("scaleEffect", .initial)
        }
        tester.tap("like") {
            $0.evaluated("LikeButton.body", .changed)
            $0.evaluated("scaleEffect", .unchanged)
            $0.startsDependingOnTime("scaleEffect")
        }
        // Tapped between frames 0 and 1: applied at frame 1 (1/60 s). linear(duration: 1) from a
        // scale of 1 to 1.2: 30 frames later, at 31/60 s, it is half way, 1.1.
        tester.advance(frames: 30) {
            $0.evaluated("scaleEffect", .changed)
        }
        let scale = tester.graph.trace.samples(of: "scaleEffect").last
        #expect(scale?.value.description.contains("1.1") == true)
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
