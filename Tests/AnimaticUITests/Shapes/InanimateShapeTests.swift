import AnimaticUI
import Foundation
import Testing

/// A triangle or a square: a shape with a side count and no `animatableData`, so nothing of it
/// animates.
private struct Polygon: Shape {
    var sides: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let count = Int(sides)
        for index in 0..<count {
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let point = CGPoint(x: rect.midX + cos(angle) * rect.width / 2, y: rect.midY + sin(angle) * rect.height / 2)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

private struct Cell: View {
    @State private var sides = 3.0
    var body: some View {
        VStack {
            Polygon(sides: sides).fill(.blue).frame(width: 80, height: 80)
            Button("animated") { withAnimation(.linear(duration: 1)) { sides = 4 } }
            Button("plain") { sides = 5 }
        }
    }
}

@Suite("A shape without animatable data")
struct InanimateShapeTests {
    /// The `noAnimatableData` events of the trace, by node name and animation.
    static func jumps(_ host: ViewHost) -> [String] {
        host.trace.ticks.flatMap(\.events).compactMap { event in
            if case .noAnimatableData(let node, let animation) = event { "\(node.name) \(animation)" } else { nil }
        }
    }

    @Test("has no animatable node, jumps in the tap's frame, and the trace says why")
    func jumps() throws {
        let host = ViewHost(Cell())
        host.update()
        // No change yet, and the first value is no change: nothing to say.
        #expect(Self.jumps(host).isEmpty)
        let node = try #require(
            host.trace.ticks.flatMap(\.events).lazy.compactMap { event -> NodeID? in
                if case .created(let node, _) = event, node.name == "Polygon" { node.id } else { nil }
            }.first)
        #expect(host.graph.role(of: node) != .animatable)
        host.tap("animated")
        host.advance(toFrame: 3)
        #expect(Self.jumps(host) == ["Polygon linear(duration: 1)"])
        // The new side count in the tap's frame (the host's frame 0, where the tap applies), and
        // nothing runs for the clock afterwards.
        #expect(
            host.trace.samples(of: "Polygon").map { "\($0.frame) \($0.value)" } == [
                "0 Polygon(sides: 3.0)", "0 Polygon(sides: 4.0)",
            ])
        #expect(!host.isAnimating)
        // A change with no animation jumps too, and needs no word.
        host.tap("plain")
        host.advance(toFrame: 6)
        #expect(Self.jumps(host).count == 1)
    }
}
