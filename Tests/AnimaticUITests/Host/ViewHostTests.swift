import AnimaticUI
import Testing

private struct Counter: View, AutoAnimatable {
    var value: Double
    var body: some View {
        Text("\(Int(value))")
    }
}

private struct CounterExample: View {
    @State private var value = 0.0
    var body: some View {
        Counter(value: value)
            .onTapGesture {
                withAnimation(.linear(duration: 2)) { value = value == 0 ? 100 : 0 }
            }
            .accessibilityIdentifier("counter")
    }
}

private struct LikeButton: View {
    @State private var liked = false
    @State private var unread = 0
    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .scaleEffect(liked ? 1.2 : 1.0)
            .animation(.linear(duration: 1), value: liked)
            .onTapGesture { liked.toggle() }
            .accessibilityIdentifier("like")
    }
}

@Suite("ViewHost")
struct ViewHostTests {
    @Test("the counter of the graph explainer: state, animatable view, body")
    func counter() throws {
        let host = ViewHost(CounterExample())
        host.update()
        #expect(host.trace.ticks.flatMap(\.evaluated).contains("Counter.body"))
        host.tap("counter")
        host.advance(to: 1)
        // linear(duration: 2) from 0 to 100, tapped at 0 s: half way at 1 s.
        let samples = host.trace.samples(of: "Counter")
        let last = try #require(samples.last)
        #expect(last.value.description == "Counter(value: 50.0)")
        #expect(host.isAnimating)
        host.advance(to: 2.5)
        #expect(!host.isAnimating)
        #expect(host.trace.samples(of: "Counter.body").last?.value.description == "Text(\"100\")")
    }

    @Test("a scaleEffect animates by the animation modifier when its value changes")
    func likeButton() throws {
        let host = ViewHost(LikeButton())
        host.update()
        host.tap("like")
        host.advance(by: 0.5)
        // linear(duration: 1) from 1 to 1.2: 1.1 at 0.5 s.
        let scale = try #require(host.trace.samples(of: "scaleEffect").last)
        #expect(scale.value.description.contains("1.1"))
        // The state that no body reads never re-runs anything.
        #expect(host.trace.samples(of: "LikeButton.unread").count <= 1)
    }
}
