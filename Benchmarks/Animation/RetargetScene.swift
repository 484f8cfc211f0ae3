import AllocationCounter
import Animatic

/// The retarget path, counted in heap allocations: a frame in which a state write made in an
/// animated transaction reaches an animatable node, which reads the transaction from its sources
/// and gives its animator the new target.
enum RetargetScene {
    /// The allocations of one such frame, averaged over `retargets` frames after a warm-up; `nil`
    /// where the platform cannot count allocations.
    ///
    /// Only the frame is counted: the write itself (and the transaction the caller opens around it)
    /// happens before. Each retarget interrupts the spring the previous one started, as a user
    /// tapping a toggle again mid-flight does, and the frame runs the node, its animator and the
    /// rule below it.
    static func allocationsPerRetarget(retargets: Int = 1_000, tracing: TraceMode) -> Double? {
        guard animatic_counts_allocations() != 0 else { return nil }
        let graph = AnimationGraph(tracing: tracing)
        let offset = graph.state(0.0, name: "offset")
        let card = graph.animatable(name: "Card") { offset.value }
        _ = graph.rule(name: "Card.body") { card.value > 50 }
        graph.update()
        var allocations: UInt64 = 0
        for index in 0..<(retargets + 100) {
            graph.withAnimation(.spring(duration: 0.4, bounce: 0.2)) { offset.value = Double(index % 2) * 100 }
            let before = animatic_allocation_count()
            graph.advance(by: 1 / graph.framesPerSecond)
            let after = animatic_allocation_count()
            if index >= 100 { allocations += after - before }
        }
        if !graph.isAnimating { fail("retarget: the card stopped animating") }
        return Double(allocations) / Double(retargets)
    }
}
