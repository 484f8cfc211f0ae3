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

/// Rows inserted and removed under an animation, to count the pieces that stand for them.
private struct AnimatedRows: View {
    @State private var ids = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                Rectangle().frame(width: 10, height: 10)
            }
            Button("remove 2") { withAnimation(.linear(duration: 1)) { ids.removeAll { $0 == 2 } } }
            Button("insert 4") { withAnimation(.linear(duration: 1)) { ids.append(4) } }
        }
    }
}

@Suite("A row is its own pieces in its container's list, and has a piece of its own only in transition")
struct DynamicElementPieceTests {
    /// How many groups the host's pieces hold.
    private func groups(_ host: ViewHost) -> Int {
        var count = 0
        host.root.forEachNode { if case .group = $0.kind { count += 1 } }
        return count
    }

    @Test("rows without a transition add no group; one being removed or inserted has one until it is done")
    func groupOnlyInTransition() {
        let host = ViewHost(AnimatedRows())
        host.update()
        let resting = groups(host)
        #expect(host.displayList.items.filter { $0.view.hasSuffix("/Rectangle") }.count == 3)
        host.tap("remove 2")
        host.advance(by: 0.5)
        #expect(groups(host) == resting + 1, "the removed row stands in a group while it fades")
        #expect(host.displayList.items.filter { $0.view.hasSuffix("/Rectangle") }.count == 3)
        host.advance(by: 1)
        #expect(groups(host) == resting)
        #expect(host.displayList.items.filter { $0.view.hasSuffix("/Rectangle") }.count == 2)
        host.tap("insert 4")
        host.advance(by: 0.5)
        #expect(groups(host) == resting + 1, "the inserted row stands in a group while it fades in")
        host.advance(by: 1)
        #expect(groups(host) == resting, "once in, the row is its own pieces again")
        #expect(
            host.displayList.items.filter { $0.view.hasSuffix("/Rectangle") }.map(\.view) == [
                "VStack[0]/ForEach[1]/Rectangle", "VStack[0]/ForEach[3]/Rectangle", "VStack[0]/ForEach[4]/Rectangle",
            ])
        let frames = host.displayList.items.filter { $0.view.hasSuffix("/Rectangle") }.map(\.frame.minY)
        #expect(frames.count == 3 && frames == frames.sorted() && Set(frames).count == 3)
    }
}

@Suite("The pieces that read a node, for the display list kept between frames")
struct DisplayListReadersTests {
    @Test("a node's readers are its first reader, then the later ones in the order they read it")
    func readersInOrder() {
        let (first, second, third) = (_RenderNode(.group), _RenderNode(.group), _RenderNode(.group))
        var readers = _DisplayListCache.Readers(first: first)
        #expect(readers.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
        readers.more.append(second)
        readers.more.append(third)
        #expect(readers.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init))
    }
}
