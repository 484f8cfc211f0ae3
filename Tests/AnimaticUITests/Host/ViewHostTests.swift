import AnimaticUI
import Testing

@testable import AnimaticPlaygrounds

/// Seed 002's `CounterExample`, as `Playgrounds/Seeds` holds it.
private typealias CounterExample = GraphExplainer.CounterExample

private struct HeartButton: View {
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

private struct Dial: Shape, AutoAnimatable {
    var turn: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX + turn * rect.width / 2, y: rect.midY))
        return path
    }
}

private struct DialExample: View {
    @State private var turn = 0.0
    var body: some View {
        Dial(turn: turn)
            .stroke(.red, lineWidth: 2)
            .onTapGesture { withAnimation(.linear(duration: 1)) { turn = 1 } }
    }
}

@Suite("ViewHost")
struct ViewHostTests {
    @Test("the counter of the graph explainer: state, animatable view, body")
    func counter() throws {
        let host = ViewHost(CounterExample())
        host.update()
        #expect(host.trace.ticks.flatMap(\.evaluated).contains("Counter.body"))
        host.tap("CounterExample")
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
        let host = ViewHost(HeartButton())
        host.update()
        host.tap("like")
        host.advance(by: 0.5)
        // linear(duration: 1) from 1 to 1.2: 1.1 at 0.5 s.
        let scale = try #require(host.trace.samples(of: "scaleEffect").last)
        #expect(scale.value.description.contains("1.1"))
        // The state that no body reads never re-runs anything.
        #expect(host.trace.samples(of: "HeartButton.unread").count <= 1)
    }

    @Test("a tap gesture without an identifier answers to the view whose body declares it")
    func tapByViewName() throws {
        let host = ViewHost(DialExample())
        host.update()
        #expect(host.tappableLabels == ["DialExample"])
        host.tap("DialExample")
        host.advance(to: 0.25)
        // linear(duration: 1) from 0 to 1, tapped at 0 s: a quarter of the way at 0.25 s.
        let dial = try #require(host.trace.samples(of: "Dial").last)
        #expect(dial.value.description == "Dial(turn: 0.25)")
    }

    @Test("a shape's node draws as its shape: the trace's drawings see the view's shapes")
    func shapeNodeDraws() throws {
        let host = ViewHost(DialExample())
        host.update()
        let dial = try #require(host.trace.samples(of: "Dial").last)
        #expect(dial.value.isDrawing)
        // turn 0: a line from the centre of a 100-point square to itself.
        let path = try #require(dial.value.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(path.svgPathData == "M 50 50 L 50 50")
    }

    @Test("the graph keeps running the view once the host is no longer held: the same trace")
    func graphOutlivesHost() {
        func run(keepingHost: Bool) -> String {
            let graph = AnimationGraph(framesPerSecond: 60)
            var host: ViewHost? = ViewHost(DialExample(), graph: graph)
            graph.update()
            host?.tap("DialExample")
            graph.advance(to: 0.5)
            let kept = keepingHost ? host : nil
            host = nil
            graph.advance(to: 1.5)
            withExtendedLifetime(kept) {}
            return graph.trace.timeline()
        }
        let dropped = run(keepingHost: false)
        // linear(duration: 1) from the tap at 0 s: Dial runs every frame until 1 s, 30 of them
        // after the host was dropped at 0.5 s.
        #expect(dropped.contains("frame 60     t = 1.000 s\n  eval       Dial "))
        #expect(dropped == run(keepingHost: true))
    }

    @Test("a graph running a view, and its host, are freed once nothing holds them")
    func freedWhenDropped() {
        weak var weakGraph: AnimationGraph?
        weak var weakHost: ViewHost?
        do {
            let host = ViewHost(DialExample())
            host.update()
            host.tap("DialExample")
            host.advance(to: 0.5)
            weakGraph = host.graph
            weakHost = host
        }
        #expect(weakHost == nil, "the host outlives every reference to it")
        #expect(weakGraph == nil, "the graph outlives every reference to it: a reference cycle through the views")
    }
}
