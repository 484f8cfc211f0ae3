import AnimaticUI
import Foundation
import Testing

/// A title over a stroked line, the line moved by `offset` and the whole card scaled.
private struct Card: View {
    @State private var isBig = false

    var body: some View {
        VStack(spacing: 8) {
            Text("Title")
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 40, y: 20))
            }
            .stroke(.red, lineWidth: 2)
            .frame(width: 40, height: 20)
            .offset(x: 10)
        }
        .scaleEffect(isBig ? 2 : 1)
        .opacity(0.5)
    }
}

@Suite("The display list's nodes")
struct DisplayListNodesTests {
    @Test("each item names the nodes that place and draw it, outermost first, its own shape last")
    func itemNodes() {
        let host = ViewHost(Card())
        host.update()
        let list = host.displayList
        #expect(list.items.map(\.view) == ["Text", "Path"])
        // A drawing effect that reads its frame (a scale's anchor) and each leaf have a frame node,
        // listed before their own.
        let outer = [
            "ViewHost.layout", "Card", "Card.body", "opacity", "scaleEffect.frame", "scaleEffect", "VStack.layout",
        ]
        #expect(list.items[0].nodes == outer + ["Text.frame", "Text"])
        #expect(
            list.items[1].nodes == outer + ["offset", "frame", "frame.layout", "Path.frame", "stroke", "Path"])
        // Every name is a node of the graph.
        let names = Set(host.graph.dependencyGraph.nodes.map { host.graph.dependencyGraph.name(of: $0) })
        #expect(list.items.flatMap(\.nodes).allSatisfy(names.contains))
    }

    @Test("a shape that ignores its rectangle's origin, a Path, is drawn in its frame, as SwiftUI draws it")
    func pathInItsFrame() throws {
        let host = ViewHost(Card())
        host.update()
        let line = try #require(host.displayList.items(named: "Path").first)
        // The column is 20⅓ + 8 + 20 = 48⅓ high, centred in the safe area (402 × 778 at y = 62):
        // its top at 62 + (778 − 48⅓) / 2 = 426⅚, the line's frame at 426⅚ + 20⅓ + 8 = 455⅙, and
        // at x = (402 − 40) / 2 = 181. The path runs from that corner to 40 right and 20 down of
        // it, not from the screen's corner.
        #expect(line.frame.origin.x == 181 && abs(line.frame.origin.y - (455 + 1.0 / 6)) < 1e-9)
        #expect(line.frame.size == CGSize(width: 40, height: 20))
        #expect(line.path?.svgPathData == "M 181 455.167 L 221 475.167")
    }
}
