import Foundation

extension Animation {
    /// Calculates the offset from the start value at a time, or `nil` when the animation is finished.
    ///
    /// Mirrors SwiftUI's `Animation.animate(value:time:context:)`. `value` is the delta (target
    /// minus start); the answer is the offset to add to the start. Once the answer is `nil` the
    /// value rests exactly on the target; the context's ``AnimationContext/isLogicallyComplete``
    /// is then set if the animation never set it.
    ///
    ///     var context = AnimationContext<Double>()
    ///     Animation.easeInOut(duration: 1).animate(value: 100.0, time: 0.25, context: &context)
    ///     // 12.9162
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards: target minus start.
    ///   - time: The time in seconds since the animation started.
    ///   - context: The animation's context, kept between calls.
    /// - Returns: The offset from the start, or `nil` when finished.
    /// - Precondition: `time` is not NaN.
    /// - Complexity: O(d) in the nesting depth of modifiers; allocates nothing for built-in
    ///   animations (a repeated spring or custom animation allocates its base's context once).
    @inlinable public func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        precondition(!time.isNaN, "Animation.animate(value:time:context:) needs a time that is a number; got nan")
        let result = _animate(value: value, time: time, context: &context)
        if result == nil {
            context._isLogicallyComplete = true
        }
        return result
    }

    /// Calculates the velocity of the animation at a time, if the animation knows it.
    ///
    /// Mirrors SwiftUI's `Animation.velocity(value:time:context:)`: springs answer their velocity,
    /// timing curves answer `nil` (as in SwiftUI), modifiers adjust their base's, and custom
    /// animations answer their own.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards.
    ///   - time: The time in seconds since the animation started.
    ///   - context: The animation's context.
    /// - Returns: The velocity in units per second, or `nil`.
    @inlinable public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
        -> V?
    {
        _velocity(value: value, time: time, context: context)
    }

    /// Answers whether this animation takes over a running one when it interrupts it.
    ///
    /// Mirrors SwiftUI's `Animation.shouldMerge(previous:value:time:context:)`:
    /// - springs (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`, `default`) merge with
    ///   any previous animation, taking over its offset and velocity at `time` into `context`, so the
    ///   value keeps moving with its current velocity towards the new target;
    /// - timing curves and `interpolatingSpring` do not merge: both run and their results combine;
    /// - a modified animation merges only when the previous one has the same modifier with the
    ///   same values and its base merges with the previous base;
    /// - a custom animation answers its own (by default `false`).
    ///
    /// - Parameters:
    ///   - previous: The running animation being interrupted.
    ///   - value: The new vector to animate towards (new target minus the start of the previous).
    ///   - time: The time in seconds since the previous animation started.
    ///   - context: The previous animation's context, which this animation continues with.
    /// - Returns: Whether to merge.
    @inlinable public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        switch _storage {
        case .timingCurve, .interpolatingSpring:
            return false
        case .spring(let spring):
            return spring.merge(previous: previous, value: value, time: time, context: &context)
        case .custom(let custom):
            return custom.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case .modified(let base, let modifier):
            guard case .modified(let previousBase, let previousModifier) = previous._storage,
                previousModifier == modifier
            else { return false }
            switch modifier {
            case .delay(let delay):
                return base.shouldMerge(
                    previous: previousBase, value: value, time: max(0, time - delay), context: &context
                )
            case .speed(let speed):
                return base.shouldMerge(previous: previousBase, value: value, time: time * speed, context: &context)
            case .logicallyComplete:
                return base.shouldMerge(previous: previousBase, value: value, time: time, context: &context)
            case .repeatCount:
                guard let progress = context._repeat, !context._baseContexts.isEmpty else { return false }
                return base.shouldMerge(
                    previous: previousBase, value: value, time: max(0, time - progress.startTime),
                    context: &context._baseContexts[0]
                )
            }
        }
    }

    // MARK: - Internal evaluation

    @inline(__always)
    @inlinable internal func _animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
        -> V?
    {
        context._lastValue = value
        switch _storage {
        case .timingCurve(let curve):
            return curve.animate(value: value, time: time)
        case .spring(let spring):
            return spring.animate(value: value, time: time, context: &context)
        case .interpolatingSpring(let spring):
            return spring.animate(value: value, time: time, context: &context)
        case .custom(let custom):
            return custom.base.animate(value: value, time: time, context: &context)
        case .modified(let base, let modifier):
            return base._animateModified(modifier, value: value, time: time, context: &context)
        }
    }

    /// Evaluates this animation as the base of a modifier.
    @inlinable func _animateModified<V: VectorArithmetic>(
        _ modifier: _AnimationModifier, value: V, time: Double, context: inout AnimationContext<V>
    ) -> V? {
        switch modifier {
        case .delay(let delay):
            if time < delay { return .zero }
            return _animate(value: value, time: time - delay, context: &context)
        case .speed(let speed):
            return _animate(value: value, time: time * speed, context: &context)
        case .logicallyComplete(let after):
            let wasComplete = context._isLogicallyComplete
            let result = _animate(value: value, time: time, context: &context)
            context._isLogicallyComplete = wasComplete || time >= after
            return result
        case .repeatCount(let count, let autoreverses):
            return _animateRepeating(
                count: count, autoreverses: autoreverses, value: value, time: time, context: &context
            )
        }
    }

    /// Repeats this animation on the frame grid, as SwiftUI does: each run (leg) lasts until its
    /// base answers `nil`. The evaluation that sees a leg end answers that leg's end value (the
    /// delta, or zero for a backward leg) and starts the next leg's clock at its own time, so the
    /// next leg's motion shows from the following evaluation on. Where legs restart therefore
    /// depends on when the animation is evaluated: a 1 s leg sampled at 60 frames per second ends
    /// in the frame after t = 1 s (frame 61), and the next leg counts its time from there.
    ///
    /// A base that finishes as soon as it starts (a zero duration, an infinitely stiff spring) has
    /// nothing to repeat: the repeat then finishes too. Each leg's base runs with a fresh context.
    @inlinable func _animateRepeating<V: VectorArithmetic>(
        count: Int?, autoreverses: Bool, value: V, time: Double, context: inout AnimationContext<V>
    ) -> V? {
        var progress = context._repeat ?? _RepeatProgress(iteration: 0, startTime: 0)
        if context._baseContexts.isEmpty {
            context._baseContexts = [AnimationContext()]
        }
        let reversed = autoreverses && progress.iteration % 2 == 1
        if let offset = _animate(
            value: value, time: max(0, time - progress.startTime), context: &context._baseContexts[0]
        ) {
            context._repeat = progress
            return reversed ? value - offset : offset
        }
        progress.iteration += 1
        progress.startTime = time
        context._repeat = progress
        context._baseContexts[0] = AnimationContext()
        if let count, progress.iteration >= count { return nil }
        var probe = AnimationContext<V>()
        if _animate(value: value, time: 0, context: &probe) == nil { return nil }
        return reversed ? .zero : value
    }

    @inlinable internal func _velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?
    {
        switch _storage {
        case .timingCurve:
            return nil
        case .spring(let spring):
            return spring.velocity(value: value, time: time, context: context)
        case .interpolatingSpring(let spring):
            return spring.velocity(value: value, time: time)
        case .custom(let custom):
            return custom.base.velocity(value: value, time: time, context: context)
        case .modified(let base, let modifier):
            switch modifier {
            case .delay(let delay):
                if time < delay { return .zero }
                return base._velocity(value: value, time: time - delay, context: context)
            case .speed(let speed):
                return base._velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
            case .logicallyComplete:
                return base._velocity(value: value, time: time, context: context)
            case .repeatCount:
                guard let progress = context._repeat, let baseContext = context._baseContexts.first else {
                    return base._velocity(value: value, time: time, context: AnimationContext())
                }
                let velocity = base._velocity(
                    value: value, time: max(0, time - progress.startTime), context: baseContext
                )
                return progress.iteration % 2 == 1 && modifier.autoreverses ? velocity.map { .zero - $0 } : velocity
            }
        }
    }

    /// The offset and velocity of this (running) animation at a time, for a spring taking it over.
    ///
    /// Uses the animation's reported velocity; when it reports none (timing curves, most custom
    /// animations) the velocity the curve implies, or else the forward slope of the offset over
    /// 0.1 ms. A finished animation rests on its delta with no velocity.
    @inlinable internal func _offsetAndVelocity<V: VectorArithmetic>(
        value: V, time: Double, context: AnimationContext<V>
    ) -> (offset: V, velocity: V) {
        var copy = context
        guard let offset = _animate(value: value, time: time, context: &copy) else {
            return (value, .zero)
        }
        if let velocity = _velocity(value: value, time: time, context: copy)
            ?? _impliedVelocity(value: value, time: time)
        {
            return (offset, velocity)
        }
        let step = 1e-4
        var later = context
        let next = _animate(value: value, time: time + step, context: &later) ?? value
        return (offset, (next - offset).scaled(by: 1 / step))
    }

    /// The velocity a timing curve implies, through delay and speed modifiers.
    @inlinable func _impliedVelocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        switch _storage {
        case .timingCurve(let curve):
            return curve.impliedVelocity(value: value, time: time)
        case .modified(let base, .delay(let delay)):
            if time < delay { return .zero }
            return base._impliedVelocity(value: value, time: time - delay)
        case .modified(let base, .speed(let speed)):
            return base._impliedVelocity(value: value, time: time * speed)?.scaled(by: speed)
        case .modified(let base, .logicallyComplete):
            return base._impliedVelocity(value: value, time: time)
        default:
            return nil
        }
    }
}

extension _AnimationModifier {
    /// Whether a repeat modifier autoreverses; `false` for other modifiers.
    @inlinable var autoreverses: Bool {
        if case .repeatCount(_, let autoreverses) = self { return autoreverses }
        return false
    }
}
