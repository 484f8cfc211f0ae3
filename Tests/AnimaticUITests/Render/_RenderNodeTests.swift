import Foundation
import Testing

@testable import AnimaticUI

@Suite("Pieces know their parent and their reference without weak references")
struct RenderNodeTests {
    @Test("a piece's reference reads the piece while it lives and nil once it goes")
    func referenceClears() {
        var piece: _RenderNode? = _RenderNode(.group)
        let reference = piece!.reference
        #expect(reference.object === piece)
        #expect(piece!.reference === reference, "the reference is made once")
        piece = nil
        #expect(reference.object == nil)
    }

    @Test("a child let go, or outliving its parent, has no parent; one moved has its new one")
    func parentClears() {
        let kept = _RenderNode(.group)
        let moved = _RenderNode(.group)
        let dropped = _RenderNode(.group)
        var parent: _RenderNode? = _RenderNode(.group, children: [kept, moved, dropped])
        #expect(kept.parent === parent && dropped.parent === parent)
        let other = _RenderNode(.group, children: [moved])
        parent!.children = [kept]
        #expect(dropped.parent == nil)
        #expect(moved.parent === other, "the new parent set it; the old one letting it go leaves it")
        parent = nil
        #expect(kept.parent == nil, "the parent went while the child lived")
        #expect(moved.parent === other)
    }
}
