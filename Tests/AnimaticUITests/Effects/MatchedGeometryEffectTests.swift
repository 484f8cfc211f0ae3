import AnimaticUI
import Foundation
import Testing

/// A small square that a tap replaces by a large one, matched.
private struct Hero: View {
    @Namespace private var hero
    @State private var isExpanded = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            if isExpanded {
                Rectangle().matchedGeometryEffect(id: "card", in: hero).frame(width: 200, height: 100)
                    .padding(.leading, 100).padding(.top, 300)
            } else {
                Rectangle().matchedGeometryEffect(id: "card", in: hero).frame(width: 40, height: 20)
            }
            Button("toggle") { withAnimation(.linear(duration: 1)) { isExpanded.toggle() } }
                .offset(y: 500)
        }
    }
}

/// A circle that is not the source, and the rectangle it follows.
private struct Follower: View {
    @Namespace private var shared
    @State private var isWide = false
    var body: some View {
        VStack {
            Rectangle().matchedGeometryEffect(id: 1, in: shared).frame(width: isWide ? 300 : 100, height: 60)
            Circle().matchedGeometryEffect(id: 1, in: shared, isSource: false).frame(width: 10, height: 10)
            Button("widen") { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
        }
    }
}

@Suite("matchedGeometryEffect: the hero move and a follower")
struct MatchedGeometryEffectTests {
    private func shapes(_ host: ViewHost, _ suffix: String) -> [DisplayList.Item] {
        host.displayList.items.filter { $0.view.hasSuffix(suffix) }
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
            abs($0) < 1e-6
        }
        #expect(close, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    @Test("a hero move: both cards are drawn on the shared frame, half way between the two at half time")
    func heroMove() throws {
        let host = ViewHost(Hero())
        host.update()
        host.advance(to: 0.1)
        let small = try #require(shapes(host, "Rectangle").first).drawnFrame
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        // The tap's frame: the large card shows the small card's frame.
        let start = shapes(host, "Rectangle")
        #expect(start.count == 2)
        for item in start { expectClose(item.drawnFrame, small) }
        host.advance(to: 1.2)
        let large = try #require(shapes(host, "Rectangle").first).drawnFrame
        #expect(shapes(host, "Rectangle").count == 1)
        // Layout put the large card 200 × 100 at its place, moved by its offset.
        #expect(large.size == CGSize(width: 200, height: 100))
        // Again, from a fresh host, to see the middle: the shared frame is linear in origin and size.
        let again = ViewHost(Hero())
        again.update()
        again.advance(to: 0.1)
        again.graph.advance(to: 0.1) { again.tap("toggle") }
        again.advance(to: 0.6)
        let middle = CGRect(
            x: (small.minX + large.minX) / 2, y: (small.minY + large.minY) / 2,
            width: (small.width + large.width) / 2, height: (small.height + large.height) / 2)
        let halfWay = shapes(again, "Rectangle")
        #expect(halfWay.count == 2, "the small card is drawn while it fades out")
        for item in halfWay { expectClose(item.drawnFrame, middle) }
        #expect(halfWay.contains { abs($0.opacity - 0.5) < 1e-9 })
    }

    @Test("a view that is not the source is drawn on the source's frame, and follows it")
    func follower() throws {
        let host = ViewHost(Follower())
        host.update()
        host.advance(to: 0.1)
        let source = try #require(shapes(host, "Rectangle").first).drawnFrame
        expectClose(try #require(shapes(host, "Circle").first).drawnFrame, source)
        host.graph.advance(to: 0.1) { host.tap("widen") }
        host.advance(to: 0.6)
        let rectangle = try #require(shapes(host, "Rectangle").first).drawnFrame
        #expect(abs(rectangle.width - 200) < 1e-9, "the source's own frame animates: \(rectangle.width)")
        expectClose(try #require(shapes(host, "Circle").first).drawnFrame, rectangle)
    }
}
