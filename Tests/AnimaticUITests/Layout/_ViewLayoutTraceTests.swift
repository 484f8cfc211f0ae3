import AnimaticUI
import Foundation
import Testing

private struct GrowingBox: View {
    @State private var wide = false
    var body: some View {
        Rectangle()
            .frame(width: wide ? 200 : 100, height: 100)
            .animation(.linear(duration: 1), value: wide)
            .onTapGesture { wide.toggle() }
            .accessibilityIdentifier("box")
    }
}

private struct SlidingBox: View {
    @State private var moved = false
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .offset(x: moved ? 100 : 0)
            .animation(.linear(duration: 1), value: moved)
            .onTapGesture { moved.toggle() }
            .accessibilityIdentifier("box")
    }
}

/// A label that animates as a whole: its body runs every frame it animates, with the same text.
private struct SlidingLabel: View, AutoAnimatable {
    var x: Double
    var body: some View { Text("label").offset(x: x) }
}

private struct SlidingLabelScreen: View {
    @State private var x = 0.0
    var body: some View {
        VStack {
            SlidingLabel(x: x)
                .onTapGesture { withAnimation(.linear(duration: 1)) { x = 100 } }
                .accessibilityIdentifier("label")
        }
    }
}

/// The frames (after the first) whose ticks evaluated `node`.
private func framesEvaluating(_ node: String, in host: ViewHost) -> Set<Int> {
    Set(host.trace.ticks.filter { $0.frame > 0 && $0.evaluated.contains(node) }.map(\.frame))
}

@Suite("Layout nodes in the trace")
struct ViewLayoutTraceTests {
    @Test("an animated frame lays out every frame: frame.layout runs in each of the 30 frames")
    func animatedFrame() throws {
        let host = ViewHost(GrowingBox())
        host.update()
        host.tap("box")
        host.advance(to: 0.5)
        #expect(framesEvaluating("frame.layout", in: host) == Set(1...30))
        #expect(framesEvaluating("ViewHost.layout", in: host) == Set(1...30))
        // linear(duration: 1) from 100 to 200: 150 at 0.5 s, centred in the safe area, 402 × 778
        // at y = 62.
        let box = try #require(host.displayList.items(named: "Rectangle").first)
        #expect(box.frame == CGRect(x: (402 - 150) / 2, y: 62 + (778 - 100) / 2, width: 150, height: 100))
    }

    @Test("an animated offset only redraws: no layout node runs after the first frame")
    func animatedOffset() throws {
        let host = ViewHost(SlidingBox())
        host.update()
        host.tap("box")
        host.advance(to: 0.5)
        let layoutRuns = host.trace.ticks.filter { $0.frame > 0 }.flatMap(\.evaluated).filter {
            $0.hasSuffix(".layout")
        }
        #expect(layoutRuns.isEmpty)
        #expect(framesEvaluating("offset", in: host) == Set(1...30))
        // The frame is where layout put it, centred in the safe area (402 × 778 at y = 62): at
        // y = 62 + (778 − 100) / 2 = 401; the offset, 50 at 0.5 s, is the transform.
        let box = try #require(host.displayList.items(named: "Rectangle").first)
        #expect(box.frame == CGRect(x: 151, y: 401, width: 100, height: 100))
        #expect(box.transform.tX == 50)
        #expect(box.drawnFrame == CGRect(x: 201, y: 401, width: 100, height: 100))
    }

    @Test("a body that runs every frame with the same text lays nothing out: its Text node stops the change")
    func animatedViewWithTheSameText() throws {
        let host = ViewHost(SlidingLabelScreen())
        host.update()
        host.tap("label")
        host.advance(to: 0.5)
        for node in ["SlidingLabel", "SlidingLabel.body", "Text", "offset"] {
            #expect(framesEvaluating(node, in: host) == Set(1...30), "\(node)")
        }
        let layoutRuns = host.trace.ticks.filter { $0.frame > 0 }.flatMap(\.evaluated).filter {
            $0.hasSuffix(".layout")
        }
        #expect(layoutRuns.isEmpty)
        // The text is drawn where layout put it, moved by the offset: 50 at 0.5 s.
        let label = try #require(host.displayList.items(named: "Text").first)
        #expect(label.text == "label")
        #expect(label.transform.tX == 50)
    }
}
