/// What a ``StateNode`` holds to reach its graph: a small object the graph clears when it goes, so
/// that a write after that is a precise error, not a use after free.
///
/// It stands in for a weak reference to the graph. A weakly referenced object gets a side table,
/// and from then on every retain and release of it takes the runtime's slow path: the animation
/// benchmarks ran 20–50 % slower for the one `weak` a state handle held.
@usableFromInline
final class _GraphLifetime {
    /// The graph while it lives; `nil` once it is deallocated.
    @usableFromInline var graph: Unmanaged<AnimationGraph>?

    init() {}
}
