import Foundation

/// The state a built-in spring animation continues from after merging into a running animation.
///
/// A fresh spring starts at offset 0 with no velocity at time 0. When it merges, it records the
/// previous animation's offset and velocity at the merge time; from then on the offset at time t
/// is `delta + a(t − t₀)·(p₀ − delta) + b(t − t₀)·v₀`, continuous in position and velocity.
@usableFromInline internal struct _SpringMotion<Value: VectorArithmetic> {
    @usableFromInline
    init(startTime: Double, offset: Value, velocity: Value, scaleSquared: Double) {
        self.startTime = startTime
        self.offset = offset
        self.velocity = velocity
        self.scaleSquared = scaleSquared
    }

    /// The animation's own time at the merge.
    @usableFromInline var startTime: Double
    /// The offset from the start value at the merge.
    @usableFromInline var offset: Value
    /// The velocity at the merge, in units per second.
    @usableFromInline var velocity: Value
    /// The squared distance from the new target at the merge: with the new delta, the scale
    /// against which the spring decides it is close enough to rest, so a spring retargeted to where
    /// it started still moves until its momentum is spent.
    @usableFromInline var scaleSquared: Double
}

extension _SpringMotion: Sendable where Value: Sendable {}
