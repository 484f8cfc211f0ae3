import AnimaticUI
import Foundation
import Testing

// The default screen is 402 × 874 points; the root view is proposed its safe area, 402 × 778 at
// y = 62, and centred there. Stacks put 8 points between views unless told otherwise.

private struct Feed: View {
    var body: some View {
        ScrollView {
            ForEach(0..<3) { _ in
                Rectangle().frame(width: 200, height: 300)
            }
        }
    }
}

private struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            Circle().frame(width: 150, height: 150)
            Circle().frame(width: 150, height: 150)
            Circle().frame(width: 150, height: 150)
        }
    }
}

private struct LazyColumn: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(0..<3) { index in
                    Rectangle().frame(width: 100 + CGFloat(index) * 50, height: 40)
                }
            }
        }
    }
}

private struct LazyRow: View {
    var body: some View {
        LazyHStack(alignment: .top, spacing: 4) {
            Rectangle().frame(width: 30, height: 60)
            Rectangle().frame(width: 30, height: 20)
        }
    }
}

private struct Tasks: View {
    struct Task: Identifiable {
        let id: Int
        let title: String
    }

    let tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Test")]

    var body: some View {
        List(tasks) { task in
            Text(task.title)
        }
    }
}

private struct TallRows: View {
    var body: some View {
        List {
            Rectangle().frame(width: 50, height: 60)
            Text("Short")
        }
    }
}

private struct Photos: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(0..<5) { _ in
                Color.blue.frame(height: 50)
            }
        }
    }
}

private struct Mixed: View {
    var body: some View {
        LazyVGrid(
            columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))], spacing: 4
        ) {
            Color.red.frame(height: 20)
            Color.green.frame(height: 30)
            Color.blue.frame(height: 10)
            Color.red.frame(height: 20)
        }
    }
}

private struct Shelf: View {
    var body: some View {
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60), spacing: 2)]) {
            ForEach(0..<3) { _ in
                Color.orange.frame(width: 30)
            }
        }
    }
}

@Suite("The vocabulary of scrolling containers: ScrollView, List, lazy stacks and grids")
struct ScrollingVocabularyTests {
    private static func shapes(_ host: ViewHost) -> [DisplayList.Item] {
        host.displayList.items.filter { $0.kind == .shape }
    }

    @Test("a vertical scroll view stacks its content at its ideal height from the top, centred across, clipped")
    func verticalScrollView() {
        let host = ViewHost(Feed())
        host.update()
        // The scroll view takes the safe area; its column is 200 wide, centred: x = (402 − 200) / 2.
        // Rows 300 high, 8 apart, from y = 62: at 62, 370 and 678 (the third runs past the bottom).
        let rows = Self.shapes(host)
        #expect(
            rows.map(\.frame) == [0, 1, 2].map { CGRect(x: 101, y: 62 + CGFloat($0) * 308, width: 200, height: 300) })
        // Each is clipped to the scroll view's frame.
        for row in rows {
            #expect(row.clip.map(\.boundingRect) == [CGRect(x: 0, y: 62, width: 402, height: 778)])
        }
    }

    @Test("a horizontal scroll view rows its content from the leading edge, centred vertically")
    func horizontalScrollView() {
        let host = ViewHost(Carousel())
        host.update()
        // The row is 3 × 150 + 2 × 8 = 466 wide, from x = 0; centred vertically at 62 + (778 − 150) / 2.
        #expect(Self.shapes(host).map(\.frame) == [0, 158, 316].map { CGRect(x: $0, y: 376, width: 150, height: 150) })
    }

    @Test("lazy stacks lay out as stacks: their spacing and alignment")
    func lazyStacks() {
        let column = ViewHost(LazyColumn())
        column.update()
        // The column is 200 wide (its widest row), centred in the scroll view: x = 101; leading-aligned
        // rows, 40 high and 10 apart, from the top.
        #expect(
            Self.shapes(column).map(\.frame) == [
                CGRect(x: 101, y: 62, width: 100, height: 40), CGRect(x: 101, y: 112, width: 150, height: 40),
                CGRect(x: 101, y: 162, width: 200, height: 40),
            ])
        let row = ViewHost(LazyRow())
        row.update()
        // 30 + 4 + 30 = 64 wide, 60 high, centred: x = 169, y = 62 + 359 = 421; top-aligned.
        #expect(
            Self.shapes(row).map(\.frame) == [
                CGRect(x: 169, y: 421, width: 30, height: 60), CGRect(x: 203, y: 421, width: 30, height: 20),
            ])
        #expect(column.trace.ticks.flatMap(\.evaluated).contains("LazyVStack.layout"))
    }

    @Test("a list stacks its rows from the top, inset 20 points, each at least 44 points high")
    func list() throws {
        let host = ViewHost(Tasks())
        host.update()
        let texts = host.displayList.items.filter { $0.kind == .text }
        #expect(texts.map(\.text) == ["Write", "Test"])
        // A one-line body text is h points high; its row is max(44, h + 22) = 44 high: the text sits
        // at x = 20, centred in its row, rows at y = 62 and 106.
        let height = try #require(texts.first?.frame.height)
        #expect(height + 22 <= 44)
        #expect(texts.map(\.frame.minX) == [20, 20])
        let middles: [CGFloat] = texts.map(\.frame.midY)
        let rowMiddles: [CGFloat] = [84, 128]
        #expect(zip(middles, rowMiddles).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(texts.allSatisfy { $0.clip.map(\.boundingRect) == [CGRect(x: 0, y: 62, width: 402, height: 778)] })
    }

    @Test("a list row taller than 44 points is its content's height plus 11 above and below")
    func tallRow() {
        let host = ViewHost(TallRows())
        host.update()
        // The 60-point rectangle makes an 82-point row: the rectangle at y = 62 + 11; the next row at 144.
        #expect(Self.shapes(host).first?.frame == CGRect(x: 20, y: 73, width: 50, height: 60))
        let text = host.displayList.items.first { $0.kind == .text }
        #expect(abs((text?.frame.midY ?? 0) - (144 + 22)) < 1e-9)
    }

    @Test("an adaptive grid item fits as many columns of its minimum as the width allows")
    func adaptiveGrid() {
        let host = ViewHost(Photos())
        host.update()
        // ⌊(402 + 8) / (100 + 8)⌋ = 3 columns of (402 − 2 × 8) / 3 = 128.67 points; two lines 50 high,
        // 8 apart: the grid is 108 high, at y = 62 + (778 − 108) / 2 = 397.
        let width = (402.0 - 16) / 3
        let expected = (0..<5).map { index in
            CGRect(x: CGFloat(index % 3) * (width + 8), y: 397 + CGFloat(index / 3) * 58, width: width, height: 50)
        }
        let frames = Self.shapes(host).map(\.frame)
        #expect(frames.count == 5)
        for (frame, expected) in zip(frames, expected) {
            #expect(abs(frame.minX - expected.minX) < 1e-9 && frame.minY == expected.minY)
            #expect(abs(frame.width - expected.width) < 1e-9 && frame.height == 50)
        }
    }

    @Test("fixed items take their length; flexible ones share the rest, within their range")
    func mixedGrid() {
        let host = ViewHost(Mixed())
        host.update()
        // 402 − 100 − 2 × 8 = 286 left for two flexible items: the one at most 50 takes 50 first, the
        // other the 236 left. Columns at x = 0, 108, 352. Line 1 is 30 high (its tallest cell), line 2
        // 20, 4 apart: 54 high, at y = 62 + (778 − 54) / 2 = 424. Cells are centred in their line.
        #expect(
            Self.shapes(host).map(\.frame) == [
                CGRect(x: 0, y: 429, width: 100, height: 20), CGRect(x: 108, y: 424, width: 236, height: 30),
                CGRect(x: 352, y: 434, width: 50, height: 10), CGRect(x: 0, y: 458, width: 100, height: 20),
            ])
    }

    @Test("a horizontal grid fills its rows top to bottom, then the next column")
    func horizontalGrid() {
        let host = ViewHost(Shelf())
        host.update()
        // Rows 40 and 60 high, 8 apart: 108 high, at y = 62 + 335 = 397. Columns 30 wide, 8 apart:
        // 68 wide, at x = (402 − 68) / 2 = 167. Cells fill each row's height.
        #expect(
            Self.shapes(host).map(\.frame) == [
                CGRect(x: 167, y: 397, width: 30, height: 40), CGRect(x: 167, y: 445, width: 30, height: 60),
                CGRect(x: 205, y: 397, width: 30, height: 40),
            ])
    }
}
