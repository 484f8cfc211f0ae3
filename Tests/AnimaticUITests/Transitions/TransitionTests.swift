import AnimaticUI
import Testing

/// A square whose presence a button toggles, with the transition under test.
private struct Toggler: View {
    let transition: AnyTransition
    @State private var shown = false
    var body: some View {
        VStack {
            if shown {
                Rectangle().frame(width: 100, height: 50).transition(transition)
            }
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            Button("snap") { shown.toggle() }
        }
    }
}

/// Rows inserted and removed, the default transition (`.opacity`).
private struct Rows: View {
    @State private var ids = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("row \(id)")
            }
            Button("remove 2") { withAnimation(.linear(duration: 1)) { ids.removeAll { $0 == 2 } } }
            Button("insert 2") { withAnimation(.linear(duration: 1)) { ids.insert(2, at: 1) } }
        }
    }
}

@Suite("Transitions: views that come and go, as SwiftUI animates them")
struct TransitionTests {
    /// The items drawn for the rectangle.
    private func rectangles(_ host: ViewHost) -> [DisplayList.Item] {
        host.displayList.items.filter { $0.view == "Rectangle" }
    }

    private func host(_ transition: AnyTransition) -> ViewHost {
        let host = ViewHost(Toggler(transition: transition))
        host.update()
        host.advance(to: 0.1)
        return host
    }

    @Test("an inserted view fades in by default: opacity 0 in the tap's frame, 0.5 half way, 1 at the end")
    func opacityInsertion() {
        let host = host(.opacity)
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        #expect(rectangles(host).map(\.opacity) == [0])
        host.advance(to: 0.6)
        #expect(rectangles(host).count == 1)
        #expect(abs((rectangles(host).first?.opacity ?? -1) - 0.5) < 1e-9)
        host.advance(to: 1.2)
        #expect(rectangles(host).map(\.opacity) == [1])
        // The transition's nodes go once it is over: the view is as if it had been there.
        #expect(!host.trace.ticks.last!.evaluated.contains { $0.contains("transition") })
    }

    @Test("a removed view stays, drawn and out of layout, until its animation ends; then it goes")
    func opacityRemoval() {
        let host = host(.opacity)
        host.graph.advance(to: 0.1) { host.tap("snap") }
        let nodes = host.viewNodeCount
        let frame = rectangles(host).first?.frame
        host.graph.advance(to: 0.5) { host.tap("toggle") }
        // Half way through the linear second: still drawn, at its place, half faded.
        host.advance(to: 1.0)
        #expect(rectangles(host).count == 1)
        #expect(rectangles(host).first?.frame == frame)
        #expect(abs((rectangles(host).first?.opacity ?? -1) - 0.5) < 1e-9)
        // The button moved up at once: the removed view takes no room.
        #expect(host.tappableLabels == ["toggle", "snap"])
        host.advance(to: 1.6)
        #expect(rectangles(host).isEmpty)
        #expect(host.viewNodeCount < nodes)
    }

    @Test("without an animation, insertion and removal are immediate")
    func unanimated() {
        let host = host(.opacity)
        let nodes = host.viewNodeCount
        host.graph.advance(to: 0.2) { host.tap("snap") }
        #expect(rectangles(host).map(\.opacity) == [1])
        host.graph.advance(to: 0.3) { host.tap("snap") }
        #expect(rectangles(host).isEmpty)
        #expect(host.viewNodeCount == nodes)
    }

    @Test("each built-in transition half way in and at the end, from its formula")
    func builtIns() throws {
        // The square is 100 × 50, centred on the 402-point screen's column.
        struct Case {
            let transition: AnyTransition
            /// The drawn frame's origin offset from the laid-out one, and the scale, half way in.
            let offset: CGSize
            let scale: Double
            let opacity: Double
        }
        let cases: [(String, Case)] = [
            ("scale", Case(transition: .scale, offset: .zero, scale: (1e-5 + 1) / 2, opacity: 1)),
            ("scale(0.5)", Case(transition: .scale(scale: 0.5), offset: .zero, scale: 0.75, opacity: 1)),
            (
                "move(.leading)",
                Case(transition: .move(edge: .leading), offset: CGSize(width: -50, height: 0), scale: 1, opacity: 1)
            ),
            (
                "move(.bottom)",
                Case(transition: .move(edge: .bottom), offset: CGSize(width: 0, height: 25), scale: 1, opacity: 1)
            ),
            ("slide", Case(transition: .slide, offset: CGSize(width: -50, height: 0), scale: 1, opacity: 1)),
            (
                "offset",
                Case(transition: .offset(x: 20, y: -40), offset: CGSize(width: 10, height: -20), scale: 1, opacity: 1)
            ),
            (
                "push(.top)",
                Case(transition: .push(from: .top), offset: CGSize(width: 0, height: -25), scale: 1, opacity: 0.5)
            ),
            (
                "move + opacity",
                Case(
                    transition: .move(edge: .trailing).combined(with: .opacity),
                    offset: CGSize(width: 50, height: 0), scale: 1, opacity: 0.5)
            ),
        ]
        for (name, testCase) in cases {
            let host = host(testCase.transition)
            host.graph.advance(to: 0.1) { host.tap("toggle") }
            host.advance(to: 0.6)
            let item = try #require(rectangles(host).first, "\(name)")
            let drawn = item.drawnFrame
            #expect(abs(drawn.width - item.frame.width * testCase.scale) < 1e-6, "\(name): \(drawn)")
            #expect(abs(drawn.midX - item.frame.midX - testCase.offset.width) < 1e-6, "\(name): \(drawn)")
            #expect(abs(drawn.midY - item.frame.midY - testCase.offset.height) < 1e-6, "\(name): \(drawn)")
            #expect(abs(item.opacity - testCase.opacity) < 1e-9, "\(name)")
            host.advance(to: 1.2)
            let end = try #require(rectangles(host).first, "\(name)")
            #expect(end.drawnFrame == end.frame, "\(name)")
            #expect(end.opacity == 1, "\(name)")
        }
    }

    @Test("asymmetric: the insertion's transition in, the removal's out")
    func asymmetric() throws {
        let host = host(.asymmetric(insertion: .move(edge: .top), removal: .opacity))
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        host.advance(to: 0.6)
        let entering = try #require(rectangles(host).first)
        #expect(abs(entering.drawnFrame.midY - entering.frame.midY + 25) < 1e-6)
        #expect(entering.opacity == 1)
        host.graph.advance(to: 2) { host.tap("toggle") }
        host.advance(to: 2.5)
        let leaving = try #require(rectangles(host).first)
        #expect(leaving.drawnFrame == leaving.frame)
        #expect(abs(leaving.opacity - 0.5) < 1e-9)
    }

    @Test(".identity means no transition: removal is immediate even under an animation")
    func identity() {
        let host = host(.identity)
        host.graph.advance(to: 0.1) { host.tap("snap") }
        host.graph.advance(to: 0.5) { host.tap("toggle") }
        #expect(rectangles(host).isEmpty)
    }

    @Test("a view re-inserted during its removal comes back from where its transition was, with its place")
    func reinsertion() {
        let host = host(.opacity)
        host.graph.advance(to: 0.1) { host.tap("snap") }
        host.graph.advance(to: 0.5) { host.tap("toggle") }
        // 0.25 s into the removal: opacity 0.75. Toggled back: it returns from there to 1 over 1 s.
        host.graph.advance(to: 0.75) { host.tap("toggle") }
        #expect(rectangles(host).count == 1)
        host.advance(to: 2)
        #expect(rectangles(host).map(\.opacity) == [1])
        host.advance(to: 3)
        #expect(rectangles(host).count == 1)
    }

    @Test("a removed row fades out beneath its siblings; re-inserted, it keeps its place in the trace")
    func rows() throws {
        let host = ViewHost(Rows())
        host.update()
        host.graph.advance(to: 0.1) { host.tap("remove 2") }
        host.advance(to: 0.6)
        let drawn = host.displayList.items.filter { $0.view.hasSuffix("Rectangle") }
        // Row 2 is drawn first (beneath), at half opacity; rows 1 and 3 are laid out without it and
        // slide together: the gap between them, 8 + 10 + 8 with row 2, closes to the stack's spacing
        // of 8, half of the way at half time.
        try #require(drawn.count == 3, "\(drawn.map(\.view))")
        #expect(drawn[0].view == "VStack[0]/ForEach[2]/Rectangle")
        #expect(abs(drawn[0].opacity - 0.5) < 1e-9)
        #expect(abs(drawn[2].frame.minY - drawn[1].frame.maxY - 17) < 1e-9)
        // The transition is an animatable node of the row, named after it, evaluated every frame.
        #expect(host.framesEvaluating("VStack[0]/ForEach[2]/transition/opacity") == Array(6...36))
        host.advance(to: 1.2)
        let rows = host.displayList.items.filter { $0.view.hasSuffix("Rectangle") }
        #expect(rows.count == 2)
        #expect(rows.count == 2 && rows[1].frame.minY - rows[0].frame.maxY == 8)
    }
}
