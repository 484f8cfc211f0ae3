import AnimaticUI
import Foundation
import Testing

/// Two 100 × 81 colours, one above the other: a column 162 points tall.
private struct Column: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 81)
            Color.blue.frame(width: 100, height: 81)
        }
    }
}

@Suite("ViewHost's safe area")
struct ViewHostSafeAreaTests {
    @Test("a 162-point column is centred in the default safe area, 402 × 778 at y = 62: at y = 370")
    func column() {
        let host = ViewHost(Column())
        host.update()
        // y = 62 + (778 − 162) / 2 = 62 + 308 = 370; x = (402 − 100) / 2 = 151.
        #expect(host.safeArea == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(host.displayList.items.map(\.frame) == [rect(151, 370, 100, 81), rect(151, 451, 100, 81)])
    }

    @Test("a colour at the root is proposed the safe area and fills it, not the screen")
    func colourFillsTheSafeArea() {
        let host = ViewHost(Color.green)
        host.update()
        #expect(host.displayList.items.map(\.frame) == [rect(0, 62, 402, 874 - 62 - 34)])
    }

    @Test("other insets and sizes: the safe area is the screen less the insets, on every edge")
    func otherInsets() {
        let host = ViewHost(
            Color.green, size: CGSize(width: 200, height: 400),
            safeArea: EdgeInsets(top: 20, leading: 10, bottom: 40, trailing: 30))
        host.update()
        // 200 − 10 − 30 = 160 wide, 400 − 20 − 40 = 340 high, at (10, 20).
        #expect(host.displayList.items.map(\.frame) == [rect(10, 20, 160, 340)])
        let column = ViewHost(Column(), size: CGSize(width: 200, height: 400), safeArea: EdgeInsets())
        column.update()
        // No insets: centred on the whole screen, at x = (200 − 100) / 2 = 50, y = (400 − 162) / 2 = 119.
        #expect(column.displayList.items.map(\.frame) == [rect(50, 119, 100, 81), rect(50, 200, 100, 81)])
    }

    @Test("a host on a scene's graph takes a safe area too")
    func graphInitializer() {
        let host = ViewHost(
            Column(), graph: AnimationGraph(), size: CGSize(width: 300, height: 500),
            safeArea: EdgeInsets(top: 100, leading: 0, bottom: 0, trailing: 0))
        host.update()
        // 300 × 400 at y = 100: x = (300 − 100) / 2 = 100, y = 100 + (400 − 162) / 2 = 219.
        #expect(host.displayList.items.map(\.frame) == [rect(100, 219, 100, 81), rect(100, 300, 100, 81)])
    }
}
