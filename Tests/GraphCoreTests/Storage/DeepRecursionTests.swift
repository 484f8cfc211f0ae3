import GraphCore
import Testing

/// A walk 300,000 levels deep, more than a thread's stack holds, run through `_DeepRecursion`.
@Suite("Deep recursion on fresh stacks")
struct DeepRecursionTests {
    /// Counts `levels` levels by recursing once per level, with a frame padded by a local buffer so
    /// that the walk needs several fresh stacks.
    private static func count(_ levels: Int, _ deep: _DeepRecursion) -> Int {
        if deep.needsFreshStack { return deep.onFreshStack { count(levels, deep) } }
        guard levels > 0 else { return 0 }
        var padding = (0, 0, 0, 0, 0, 0, 0, 0)
        padding.0 = levels
        return withUnsafePointer(to: &padding) { $0.pointee.0 > 0 ? 1 : 0 } + count(levels - 1, deep)
    }

    @Test("a walk 300,000 levels deep finishes, with the value every level adds")
    func deepWalk() {
        let deep = _DeepRecursion()
        #expect(Self.count(300_000, deep) == 300_000)
        #expect(deep.freshStacks > 0)
    }

    @Test("a shallow walk stays on its own stack")
    func shallowWalk() {
        let deep = _DeepRecursion()
        #expect(!deep.needsFreshStack)
        #expect(Self.count(100, deep) == 100)
        #expect(deep.freshStacks == 0)
    }
}
