import AnimaticUI
import Foundation
import Testing

// The default screen is 402 × 874 points; the root view is proposed its safe area, 402 × 778 at
// y = 62, and centred there.

private struct ProgressBar: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            GeometryReader { proxy in
                Capsule()
                    .frame(width: proxy.size.width * progress, height: proxy.size.height / 4)
                Text("\(Int(proxy.frame(in: .global).minY)) \(Int(proxy.frame(in: .local).minY))")
                    .offset(y: 300)
            }
            Button("More") { progress = 0.5 }
        }
    }
}

private struct FixedReader: View {
    var body: some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
        }
        .frame(width: 200, height: 100)
    }
}

private struct Dots: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
            context.translateBy(x: 10, y: 20)
            context.opacity = 0.5
            context.stroke(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.blue), lineWidth: 2)
        }
        .frame(width: 200, height: 100)
    }
}

@Suite("GeometryReader and Canvas")
struct GeometryVocabularyTests {
    @Test("a reader takes the proposal and gives its content its size, at its top-leading corner")
    func reader() throws {
        let host = ViewHost(ProgressBar())
        host.update()
        // The column is 778 high: the gray bar 100, the button's text h, the reader the rest, at
        // y = 162. The capsule is a quarter of the reader's width and height, at its corner.
        let button = try #require(host.displayList.items.first { $0.text == "More" })
        let readerHeight = 778 - 100 - button.frame.height
        let capsule = try #require(host.displayList.items.first { $0.view.hasSuffix("Capsule") })
        #expect(capsule.frame.origin == CGPoint(x: 0, y: 162))
        #expect(capsule.frame.width == 402 * 0.25)
        #expect(abs(capsule.frame.height - readerHeight / 4) < 1e-9)
        #expect(host.displayList.items.contains { $0.text == "162 0" })
        host.tap("More")
        host.advance(by: 0)
        let wider = try #require(host.displayList.items.first { $0.view.hasSuffix("Capsule") })
        #expect(wider.frame.width == 402 * 0.5)
        #expect(host.trace.ticks.flatMap(\.evaluated).contains("GeometryReader.content"))
    }

    @Test("a reader in a fixed frame is that frame's size")
    func fixedReader() {
        let host = ViewHost(FixedReader())
        host.update()
        // The frame is 200 × 100, centred: at (101, 62 + 339). The colour is half of it, at its corner.
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 101, y: 401, width: 100, height: 50)])
    }

    @Test("a canvas records its fills and strokes as paths in its frame, with the context's transform and opacity")
    func canvas() throws {
        let host = ViewHost(Dots())
        host.update()
        let items = host.displayList.items.filter { $0.kind == .shape }
        try #require(items.count == 2)
        // The canvas is 200 × 100 at (101, 401). The fill is half its width and 10 high, at its corner.
        #expect(items[0].path?.boundingRect == CGRect(x: 101, y: 401, width: 100, height: 10))
        #expect(items[0].fill == .red)
        #expect(items[0].opacity == 1)
        // The stroke's circle is moved by (10, 20): its bounds at (111, 421), 30 across, half opaque.
        let circle = try #require(items[1].path?.boundingRect)
        #expect(abs(circle.minX - 111) < 1e-9 && abs(circle.minY - 421) < 1e-9)
        #expect(abs(circle.width - 30) < 1e-9 && abs(circle.height - 30) < 1e-9)
        #expect(items[1].stroke == .blue)
        #expect(items[1].strokeStyle?.lineWidth == 2)
        #expect(items[1].opacity == 0.5)
    }
}
