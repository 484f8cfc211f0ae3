/// A walk that recurses once per level of a tree, at any depth: when the native stack it runs on is
/// nearly spent, it goes on on a fresh stack, as a deep pull does (`_StackHop`). Not API.
///
/// Make one at the top of the walk, on the thread that runs it; at each level, ask
/// ``needsFreshStack`` and, when it is true, run the level through ``onFreshStack(_:)``. The calling
/// thread waits while a helper thread runs the rest: the walk stays sequential. A shallow walk costs
/// a comparison a level: the stack's bounds are asked for only once the walk is 256 KB deep.
package final class _DeepRecursion {
    /// Where the walk started on the stack it runs on.
    private var start: UInt
    /// The lowest address the walk may use on that stack, once asked for.
    private var limit: UInt?
    /// What one level may use below the check: several of a debug or an instrumented build's frames.
    private static let margin: UInt = 512 * 1024
    /// How deep a walk goes before the stack's bounds are asked for.
    private static let shallow: UInt = 256 * 1024
    /// How many times the walk went on on a fresh stack.
    package private(set) var freshStacks = 0

    /// A walk that starts on the current thread's stack.
    package init() {
        start = _StackHop.currentStackAddress()
    }

    /// Whether the stack the walk runs on is nearly spent.
    package var needsFreshStack: Bool {
        let here = _StackHop.currentStackAddress()
        guard here &+ Self.shallow < start else { return false }
        if limit == nil {
            var known: Range<UInt>?
            limit = _StackHop.limit(below: start, budget: Int(Int32.max), known: &known)
        }
        return here < limit! &+ Self.margin
    }

    /// Runs `body` on a fresh stack, and returns what it returns once it has.
    package func onFreshStack<Result>(_ body: () -> Result) -> Result {
        let saved = (start, limit)
        freshStacks += 1
        var result: Result?
        _StackHop.run { fresh in
            start = _StackHop.currentStackAddress()
            limit = fresh
            result = body()
        }
        (start, limit) = saved
        return result!
    }
}
