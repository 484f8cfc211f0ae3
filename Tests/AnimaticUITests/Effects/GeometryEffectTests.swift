import AnimaticUI
import Foundation
import Testing

/// A user's shake: ten points left and right, three times per unit of `animatableData`.
private struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
    }
}

private struct ShakingField: View {
    @State private var attempts = 0
    var body: some View {
        VStack {
            Rectangle().frame(width: 100, height: 50).modifier(Shake(animatableData: CGFloat(attempts)))
            Button("wrong") { withAnimation(.linear(duration: 1)) { attempts += 1 } }
        }
    }
}

private struct Card: View {
    @State private var flipped = false
    var body: some View {
        VStack {
            Rectangle().frame(width: 100, height: 50)
                .rotation3DEffect(.degrees(flipped ? 60 : 0), axis: (x: 0, y: 1, z: 0), anchorZ: 1)
            Button("flip") { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
        }
    }
}

@Suite("Effects of your own: GeometryEffect, rotation3DEffect, transformEffect")
struct GeometryEffectTests {
    private func rectangle(_ host: ViewHost) throws -> DisplayList.Item {
        try #require(host.displayList.items.first { $0.kind == .shape })
    }

    @Test("a user's GeometryEffect animates its data: x = 10 sin(6π · progress) each frame")
    func shake() throws {
        let host = ViewHost(ShakingField())
        host.update()
        host.advance(to: 0.1)
        let frame = try rectangle(host).frame
        host.graph.advance(to: 0.1) { host.tap("wrong") }
        for (time, progress) in [(0.35, 0.25), (0.6, 0.5), (0.5 + 1.0 / 6, 1.0 / 6 + 0.4)] {
            host.advance(to: time)
            let item = try rectangle(host)
            let expected = 10 * sin(progress * .pi * 6)
            #expect(abs(item.transform.tX - expected) < 1e-6, "at \(time) s: \(item.transform.tX) vs \(expected)")
            #expect(item.frame == frame, "a geometry effect never changes layout")
        }
        host.advance(to: 1.2)
        #expect(abs(try rectangle(host).transform.tX) < 1e-9)
        #expect(host.trace.ticks.contains { $0.evaluated.contains { $0.hasSuffix("Shake") } })
    }

    @Test("rotation3DEffect draws the frame's corners where the formula puts them, animated by angle")
    func flip() throws {
        let host = ViewHost(Card())
        host.update()
        host.advance(to: 0.1)
        let frame = try rectangle(host).frame
        host.graph.advance(to: 0.1) { host.tap("flip") }
        host.advance(to: 0.6)
        // Half way through a linear second: 30°, about y, anchorZ 1, perspective 1 (d = 100).
        let local = _Rotation3DEffect(angle: .degrees(30), axis: (0, 1, 0), anchorZ: 1).effectValue(size: frame.size)
        let item = try rectangle(host)
        #expect(!item.projection.isAffine)
        let corners = item.drawnCorners
        let local0 = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50)]
        for (corner, point) in zip(corners, local0) {
            let expected = try #require(local.apply(to: point))
            let drawn = try #require(corner)
            #expect(abs(drawn.x - (expected.x + frame.minX)) < 1e-9 && abs(drawn.y - (expected.y + frame.minY)) < 1e-9)
        }
        host.advance(to: 1.2)
        // At 60°: the top-right corner, by hand from the reference matrix (given to 7 digits): w = 0.0086603 · 100
        // + 0.5719873.
        let end = try #require(try rectangle(host).drawnCorners[1])
        let w = 0.0086603 * 100 + 0.5719873
        #expect(abs(end.x - frame.minX - (0.9330127 * 100 + 2.7333395) / w) < 1e-3)
        #expect(abs(end.y - frame.minY - (0.2165064 * 100 - 10.7003175) / w) < 1e-3)
    }

    @Test("transformEffect applies an affine transform in the view's own coordinates, and does not animate")
    func transformEffect() throws {
        let host = ViewHost(
            Rectangle().frame(width: 100, height: 50).transformEffect(CGAffineTransform(scaleX: 2, y: 1)))
        host.update()
        let item = try rectangle(host)
        // Scaled about the view's top-left corner: the right edge moves 100 points right.
        #expect(item.drawnFrame == CGRect(x: item.frame.minX, y: item.frame.minY, width: 200, height: 50))
    }
}
