import AnimaticUI
import Foundation
import Testing

// Text sizes below come from the text metrics' documented rules: advances in thousandths of an
// em times 17 points (`body`), rounded up to a third of a point; a line is 17 × 2444 / 2048 =
// 20.287 points, rounded up to 20⅓.
//   "Batter": B 640 + a 540 + t 340 + t 340 + e 560 + r 360 = 2780 → 47.26 → 47⅓
//   "Add":    A 660 + d 590 + d 590                         = 1840 → 31.28 → 31⅓
//   "Reset":  R 640 + e 560 + s 510 + e 560 + t 340         = 2610 → 44.37 → 44⅔
private let lineHeight: CGFloat = 61.0 / 3
private let batterWidth: CGFloat = 142.0 / 3
private let addWidth: CGFloat = 94.0 / 3
private let resetWidth: CGFloat = 134.0 / 3

private struct GaugeScreen: View {
    var body: some View {
        VStack(spacing: 32) {
            Text("Batter")
            Circle().frame(width: 240, height: 240)
            HStack(spacing: 16) {
                Button("Add") {}
                Button("Reset") {}
            }
        }
    }
}

private struct SharedRow: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.red.frame(maxWidth: .infinity)
            Color.blue.frame(minWidth: 50, maxWidth: 100)
            Color.green.frame(maxWidth: .infinity)
        }
        .frame(height: 50)
    }
}

private struct Badge: View {
    var body: some View {
        Text("Batter")
            .padding()
            .background(Color.orange)
            .overlay { Circle().stroke(Color.black) }
            .overlay(alignment: .topLeading) { Rectangle().frame(width: 10, height: 10) }
    }
}

/// Frames of a host's display list, by the order of the items, against frames derived by hand.
private func expectItemFrames(
    _ items: [DisplayList.Item], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = items.map(\.frame)
    let same =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { a, e in
            close(a.minX, e.minX) && close(a.minY, e.minY) && close(a.width, e.width) && close(a.height, e.height)
        }
    if !same {
        Issue.record(
            Comment(
                rawValue: "Frames differ:\n"
                    + "  actual:   \(actual.map(describe).joined(separator: ", "))\n"
                    + "  expected: \(expected.map(describe).joined(separator: ", "))"),
            sourceLocation: sourceLocation)
    }
}

@Suite("Layout in the graph")
struct ViewLayoutTests {
    @Test("a title, a 240-point gauge and two buttons, spaced 32 apart, centred in the 402 × 778 safe area")
    func gaugeScreen() {
        let host = ViewHost(GaugeScreen())
        host.update()
        // The row: 31⅓ + 16 + 44⅔ = 92 wide. The column: as wide as the gauge, 240, and
        // 20⅓ + 32 + 240 + 32 + 20⅓ = 344⅔ high, centred in the safe area (402 × 778 at y = 62):
        // x = (402 − 240) / 2 = 81, y = 62 + (778 − 344⅔) / 2 = 278⅔.
        let top: CGFloat = 62 + (778 - (lineHeight + 32 + 240 + 32 + lineHeight)) / 2
        let gaugeTop = top + lineHeight + 32
        let rowTop = gaugeTop + 240 + 32
        let rowLeft: CGFloat = 81 + (240 - 92) / 2
        let list = host.displayList
        expectItemFrames(
            list.items(named: "Text"),
            [
                rect(81 + (240 - batterWidth) / 2, top, batterWidth, lineHeight),
                rect(rowLeft, rowTop, addWidth, lineHeight),
                rect(rowLeft + addWidth + 16, rowTop, resetWidth, lineHeight),
            ])
        expectItemFrames(list.items(named: "Circle"), [rect(81, gaugeTop, 240, 240)])
        #expect(list.items(named: "Text").map(\.text) == ["Batter", "Add", "Reset"])
    }

    @Test("flexible frames share an HStack: the least flexible is offered its share first")
    func flexibleFrames() {
        let host = ViewHost(SharedRow())
        host.update()
        // 402 − 2 × 10 = 382 to share. Flexibility: red and green 0…∞, blue 50…100. Blue first:
        // offered 382 / 3 = 127⅓, it takes its maximum, 100; red is offered 282 / 2 = 141 and
        // takes it; green the 141 left. The row is 50 high, centred in the safe area (402 × 778 at
        // y = 62): y = 62 + (778 − 50) / 2 = 426.
        expectItemFrames(
            host.displayList.items(named: "Color"),
            [rect(0, 426, 141, 50), rect(151, 426, 100, 50), rect(261, 426, 141, 50)])
    }

    @Test("padding adds 16 points per edge; a background and overlays are proposed the base's size")
    func paddingOverlayBackground() {
        let host = ViewHost(Badge())
        host.update()
        // The base: 47⅓ + 32 = 79⅓ by 20⅓ + 32 = 52⅓, centred in the safe area (402 × 778 at
        // y = 62), away from its edges: the background's colour does not reach into the unsafe area.
        let width = batterWidth + 32
        let height = lineHeight + 32
        let x = (402 - width) / 2
        let y = 62 + (778 - height) / 2
        let list = host.displayList
        // `background(Color.orange)` fills a rectangle with the colour, as SwiftUI's
        // `background(_:ignoresSafeAreaEdges:)` does.
        #expect(list.items.map(\.view) == ["background/Rectangle", "Text", "Circle", "overlay[1]/Rectangle"])
        #expect(list.items.first?.fill == .orange)
        #expect(list.items(named: "Circle").first?.stroke == .black)
        expectItemFrames(
            list.items,
            [
                rect(x, y, width, height), rect(x + 16, y + 16, batterWidth, lineHeight), rect(x, y, width, height),
                rect(x, y, 10, 10),
            ])
    }
}
