import AnimaticUI
import Foundation
import Testing

/// A circle below a rectangle that a button inserts: inserting it moves the circle down.
private struct Expanding: View {
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            if shown {
                Rectangle().frame(width: 100, height: 50)
            }
            Circle().frame(width: 30, height: 30)
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            Button("snap") { shown.toggle() }
        }
        .background(Color.gray)
    }
}

/// A square moved across the screen by its frame's alignment, under an `.animation(_:value:)` scope.
private struct Aligned: View {
    @State private var leading = true
    var body: some View {
        VStack {
            Rectangle()
                .frame(width: 50, height: 50)
                .frame(maxWidth: .infinity, alignment: leading ? .leading : .trailing)
                .animation(.linear(duration: 1), value: leading)
            Button("move") { leading.toggle() }
        }
    }
}

@Suite("Animated layout: drawn frames move from the old layout to the new one")
struct AnimatedLayoutTests {
    private func item(_ host: ViewHost, _ view: String) -> DisplayList.Item? {
        host.displayList.items.first { $0.view == view }
    }

    private func host(_ view: some View) -> ViewHost {
        let host = ViewHost(view)
        host.update()
        host.advance(to: 0.1)
        return host
    }

    @Test("a sibling slides half way between its old and new place under a linear animation")
    func siblingSlides() throws {
        let host = host(Expanding())
        let before = try #require(item(host, "Circle")).frame
        // Inserting 50 points at the top of a centred stack moves its top up by 25 and the circle,
        // 50 below that top, down by 25.
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        #expect(item(host, "Circle")?.frame == before, "the tap's frame shows the old place")
        host.advance(to: 0.6)
        let halfWay = try #require(item(host, "Circle")).frame
        #expect(abs(halfWay.minY - (before.minY + 12.5)) < 1e-9, "half way: \(halfWay.minY) vs \(before.minY + 12.5)")
        #expect(halfWay.size == before.size)
        host.advance(to: 1.2)
        #expect(item(host, "Circle")?.frame.minY == before.minY + 25)
    }

    @Test("a new view's first frame does not animate: the inserted rectangle is drawn at its place")
    func insertedViewDoesNotMove() throws {
        let host = host(Expanding())
        let circle = try #require(item(host, "Circle")).frame
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        host.advance(to: 0.6)
        // Its place is the new layout's: 50 above where the circle ends, which is 25 below where it began.
        let rectangle = try #require(item(host, "VStack[0]/if/Rectangle")).frame
        #expect(rectangle == CGRect(x: 151, y: circle.minY + 25 - 50, width: 100, height: 50))
    }

    @Test("a background grows with its content: half way, half the added height")
    func backgroundGrows() throws {
        let host = host(Expanding())
        let before = try #require(item(host, "background/Rectangle")).frame
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        host.advance(to: 0.6)
        let halfWay = try #require(item(host, "background/Rectangle")).frame
        #expect(abs(halfWay.height - (before.height + 25)) < 1e-9)
        #expect(abs(halfWay.minY - (before.minY - 12.5)) < 1e-9)
        host.advance(to: 1.2)
        #expect(item(host, "background/Rectangle")?.frame.height == before.height + 50)
    }

    @Test("a removal slides the sibling back while the removed view stays drawn where it was")
    func removalSlidesSiblings() throws {
        let host = host(Expanding())
        let before = try #require(item(host, "Circle")).frame
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        host.advance(to: 1.2)
        let rectangle = try #require(item(host, "VStack[0]/if/Rectangle")).frame
        host.graph.advance(to: 1.2) { host.tap("toggle") }
        host.advance(to: 1.7)
        let halfWay = try #require(item(host, "Circle")).frame
        #expect(abs(halfWay.minY - (before.minY + 12.5)) < 1e-9)
        #expect(item(host, "VStack[0]/if/Rectangle")?.frame == rectangle)
        host.advance(to: 2.3)
        #expect(item(host, "Circle")?.frame == before)
        #expect(item(host, "VStack[0]/if/Rectangle") == nil)
    }

    @Test("without an animation the layout change is drawn at once")
    func unanimatedChangeJumps() throws {
        let host = host(Expanding())
        let before = try #require(item(host, "Circle")).frame
        host.graph.advance(to: 0.1) { host.tap("snap") }
        #expect(item(host, "Circle")?.frame.minY == before.minY + 25)
    }

    @Test("a change of alignment under .animation(_:value:) slides the view across: x = 176 half way")
    func alignmentMoveAnimates() throws {
        let host = host(Aligned())
        #expect(item(host, "Rectangle")?.frame.minX == 0)
        host.graph.advance(to: 0.1) { host.tap("move") }
        host.advance(to: 0.6)
        // From x = 0 to x = 402 - 50 = 352, half way linear.
        let x = try #require(item(host, "Rectangle")).frame.minX
        #expect(abs(x - 176) < 1e-9, "x = \(x)")
        host.advance(to: 1.2)
        #expect(item(host, "Rectangle")?.frame.minX == 352)
    }

    @Test("a retargeted move starts from where the view is drawn: no jump in the frame of the second tap")
    func retargetIsContinuous() throws {
        let host = host(Expanding())
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        host.advance(to: 0.6)
        let drawn = try #require(item(host, "Circle")).frame.minY
        host.graph.advance(to: 0.6 + 1.0 / 60) { host.tap("toggle") }
        let next = try #require(item(host, "Circle")).frame.minY
        #expect(abs(next - drawn) < 1, "moved \(next - drawn) points in the tap's frame")
        host.advance(to: 3)
        #expect(abs(item(host, "Circle")!.frame.minY - (drawn - 12.5)) < 1e-9)
    }

    @Test("the trace shows which frames animate; layout runs once for the change, not every frame")
    func traceShowsAnimatingFrames() {
        let host = host(Expanding())
        host.graph.advance(to: 0.1) { host.tap("toggle") }
        host.advance(to: 0.6)
        let evaluated = host.trace.ticks.last!.evaluated
        #expect(evaluated.contains { $0.hasSuffix("Circle.frame") }, "\(evaluated)")
        #expect(!evaluated.contains { $0.hasSuffix(".layout") }, "\(evaluated)")
    }
}
