import AnimaticUI
import Foundation
import Testing

/// Three rows; "Go" moves the second one's square by an offset, animated over one second, and
/// swaps the two squares at the bottom by their `zIndex`.
private struct MovingRows: View {
    @State private var going = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Go") { going.toggle() }
            Text("first")
            Rectangle()
                .frame(width: 20, height: 20)
                .offset(x: going ? 100 : 0)
                .animation(.linear(duration: 1), value: going)
            ZStack {
                Color.red.frame(width: 30, height: 30).zIndex(going ? 1 : 0)
                Color.blue.frame(width: 30, height: 30)
            }
        }
    }
}

@Suite("The display list kept between frames")
struct DisplayListCacheTests {
    @Test("an animated offset moves only its item, and the kept list equals one built afresh at every frame")
    func animatedOffset() {
        let host = ViewHost(MovingRows())
        host.update()
        let before = host.displayList
        #expect(before == host.displayListBuiltAfresh)
        host.tap("Go")
        var lastX = -CGFloat.infinity
        for frame in 1...30 {
            host.advance(by: 1.0 / 60)
            let list = host.displayList
            #expect(list == host.displayListBuiltAfresh, "frame \(frame)")
            let square = list.items(named: "Rectangle")[0]
            #expect(square.drawnFrame.minX > lastX, "frame \(frame): the square did not move on")
            lastX = square.drawnFrame.minX
            // Nothing else moved (the colours swapped places in the order, at the tap's frame).
            func others(_ list: DisplayList) -> [CGRect] {
                list.items.filter { $0.view != "Rectangle" }.map(\.drawnFrame)
                    .sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
            }
            #expect(others(list) == others(before), "frame \(frame)")
        }
        // Half way through the second: 30 frames of 60 move it by half of its 100 points.
        #expect(abs(lastX - (before.items(named: "Rectangle")[0].drawnFrame.minX + 50)) < 1e-9)
    }

    @Test("a zIndex that changes draws the pieces in their new order")
    func zIndexOrder() {
        let host = ViewHost(MovingRows())
        host.update()
        let colours = { host.displayList.items.filter { $0.view == "Color" }.map { $0.fill?.description ?? "" } }
        let before = colours()
        host.tap("Go")
        host.update()
        #expect(host.displayList == host.displayListBuiltAfresh)
        #expect(colours() == before.reversed())
    }

    @Test("a change written between frames shows at the next read, as a list built afresh shows it")
    func changeBetweenFrames() {
        let host = ViewHost(MovingRows())
        host.update()
        let before = host.displayList
        #expect(host.displayList == before)
        host.setEnvironment(\.font, .largeTitle)
        let after = host.displayList
        #expect(after == host.displayListBuiltAfresh)
        #expect(after.items(named: "Text")[0].fontSize != before.items(named: "Text")[0].fontSize)
    }
}
