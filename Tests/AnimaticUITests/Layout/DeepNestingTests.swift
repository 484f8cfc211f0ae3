import AnimaticUI
import Foundation
import Testing

@Suite("Views nested deep")
struct DeepNestingTests {
    @Test("a view nested 10,000 levels deep is built, laid out and drawn in its first frame")
    func tenThousandLevels() throws {
        let alone = ViewHost(Text("leaf"), tracing: .off)
        alone.update()
        let leaf = try #require(alone.displayList.items(named: "Text").first)

        let host = ViewHost(NestedPadding(depth: 10_000, inset: 1.0 / 64), tracing: .off)
        host.update()
        let items = host.displayList.items
        #expect(items.count == 1)
        let text = try #require(items.first)
        // Each level pads by 1/64 of a point, a length a `Double` adds exactly. Padding on every
        // edge keeps the text at the centre of the safe area (402 × 778 at y = 62), as large as it
        // is alone: 10,000 levels of 2/64 take 312.5 of the 402 points proposed.
        // Centring a fractional text size 10,000 times rounds in the last bits only.
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        #expect(text.frame.size == leaf.frame.size)
        #expect(near(text.frame.minX, leaf.frame.minX) && near(text.frame.minY, leaf.frame.minY))
        #expect(near(text.frame.midX, 201) && near(text.frame.midY, 62 + 778 / 2))
        // The item names the nodes of every level around it: the view, its body, and its padding's
        // value and layout at each.
        #expect(text.nodes.filter { $0.hasSuffix("padding.layout") }.count == 10_000)
    }
}
