import AnimaticUI
import Foundation
import Testing

/// Layout nodes stop a change that leaves their placements equal, and the layouts a change reaches
/// run outside in, once each.
@Suite("Layouts as barriers")
struct LayoutBarrierTests {
    /// A label that animates its number and shows the width its reader gives it.
    private struct Gauge: View, AutoAnimatable {
        var value: Double
        var width: Double
        var body: some View { Text("\(Int(width)) \(Int(value))") }
    }

    /// A reader whose frame widens while the gauge inside it counts up, in one animation.
    private struct WideningReader: View {
        @State private var value = 0.0
        @State private var wide = false

        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Gauge(value: value, width: proxy.size.width)
                }
                .frame(width: wide ? 300 : 100, height: 50)
                Button("Go") {
                    withAnimation(.linear(duration: 1)) {
                        wide = true
                        value = 100
                    }
                }
            }
        }
    }

    @Test("a view inside a reader whose frame animates runs once a frame, with the frame's new width")
    func readerInsideAnimatedFrame() throws {
        let host = ViewHost(WideningReader(), tracing: .unbounded)
        host.update()
        host.tap("Go")
        host.advance(by: 3.0 / 60)
        let frames = host.trace.ticks.filter { $0.frame >= 1 }
        #expect(frames.count == 3)
        for tick in frames {
            let evaluated = tick.evaluated
            #expect(evaluated.filter { $0 == "Gauge" }.count == 1, "frame \(tick.frame): \(evaluated)")
            // Outside in: each layout after the one that places it.
            let order = ["VStack.layout", "frame.layout", "GeometryReader.layout", "GeometryReader.content.layout"]
            let places = order.compactMap { evaluated.firstIndex(of: $0) }
            #expect(places.count == order.count && places == places.sorted(), "frame \(tick.frame): \(evaluated)")
        }
        // At frame 3 (0.05 s into the one-second animation), the frame is 100 + 200 × 0.05 wide.
        let text = try #require(host.displayList.items.first { $0.text?.hasPrefix("110 ") == true })
        #expect(text.text == "110 5")
    }

    /// Rows whose texts run every frame and keep their sizes.
    private struct CountingRows: View, AutoAnimatable {
        var value: Double
        var body: some View {
            VStack {
                ForEach(0..<50) { index in
                    Text(index < 2 ? "\(Int(value) % 2)" : "row \(index)")
                }
            }
        }
    }

    private struct Counter: View {
        @State private var value = 0.0
        var body: some View {
            CountingRows(value: value).onTapGesture {
                withAnimation(.linear(duration: 10)) { value = 1 }
            }
        }
    }

    @Test("texts that run and keep their sizes leave the column's layout equal, and no frame below it is verified")
    func equalLayoutStops() {
        let host = ViewHost(Counter(), tracing: .unbounded)
        host.update()
        host.tap("Counter")
        host.advance(by: 2.0 / 60)
        let last = host.trace.ticks[host.trace.ticks.count - 1]
        let verifiedFrames = last.events.filter {
            if case .verified(let node) = $0 { node.name.hasSuffix(".frame") } else { false }
        }
        #expect(last.evaluated.contains("CountingRows"))
        #expect(verifiedFrames.isEmpty, "\(verifiedFrames)")
        #expect(!last.evaluated.contains { $0.hasSuffix("Text.frame") })
    }
}
