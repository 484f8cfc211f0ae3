import Foundation

extension Animation {
    /// The default animation: a spring of duration 0.5 and no bounce.
    ///
    /// Mirrors SwiftUI's `Animation.default` since the 2023 releases, which is a spring. Apple's
    /// page names `spring(response: 0.55, dampingFraction: 1.0)`; Animatic follows the
    /// reimplementations (OpenSwiftUI, DanceUI) with `spring(duration: 0.5, bounce: 0)`, which
    /// equals ``smooth``. Its description is `default`.
    public static let `default` = Animation._spring(
        response: 0.5, dampingFraction: 1, blendDuration: 0, spelling: .default, function: "default"
    )

    /// A critically damped spring: duration 0.5, bounce 0, no blend duration.
    ///
    /// Mirrors SwiftUI's `Animation.spring`, which is `spring(duration: 0.5, bounce: 0, blendDuration: 0)`:
    /// SwiftUI marks the response form `@_disfavoredOverload`, so the plain `.spring` and
    /// `spring()` pick the duration form and do not bounce. The response form's defaults (0.5 /
    /// 0.825 / 0) apply only to a call that names one of its labels, such as
    /// `spring(response: 0.3)`.
    public static let spring = Animation.spring(duration: 0.5, bounce: 0, blendDuration: 0)

    /// A spring animation with the given response and damping fraction.
    ///
    /// Mirrors SwiftUI's `Animation.spring(response:dampingFraction:blendDuration:)`. Springs merge
    /// with any animation they interrupt, keeping its velocity. Animatic evaluates the closed form
    /// (see ``Animation``); `blendDuration` is kept but the new response applies
    /// at once on a merge.
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration in seconds. Zero or less is infinitely
    ///     stiff: the animation finishes at once, as in SwiftUI. Defaults to 0.5.
    ///   - dampingFraction: The damping as a fraction of critical damping. Defaults to 0.825.
    ///   - blendDuration: How long a change of response blends in. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite and `dampingFraction` is not negative.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        _spring(
            response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
            spelling: .response, function: "spring(response:dampingFraction:blendDuration:)"
        )
    }

    /// A spring animation with the given perceptual duration and bounce.
    ///
    /// Mirrors SwiftUI's `Animation.spring(duration:bounce:blendDuration:)`: the same family as
    /// ``spring(response:dampingFraction:blendDuration:)`` with response = duration and damping
    /// fraction 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0). As in SwiftUI it is the
    /// favoured overload, so `spring()` with no arguments is this form with its defaults.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Zero or less finishes at once. Defaults to 0.5.
    ///   - bounce: How bouncy, from -1 to 1 (clamped). Defaults to 0.
    ///   - blendDuration: How long a change of response blends in. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
        _springFromBounce(
            duration: duration, bounce: bounce, blendDuration: blendDuration,
            spelling: .duration(duration: duration, bounce: bounce),
            function: "spring(duration:bounce:blendDuration:)"
        )
    }

    /// A spring animation with the motion of the given spring.
    ///
    /// Mirrors SwiftUI's `Animation.spring(_:blendDuration:)`: it runs the spring's response and
    /// damping ratio, and merges like every spring animation.
    ///
    /// - Parameters:
    ///   - spring: The spring. Defaults to `Spring()`, duration 0.5 and no bounce.
    ///   - blendDuration: How long a change of response blends in. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: `blendDuration` is finite.
    @_disfavoredOverload
    public static func spring(_ spring: Spring = Spring(), blendDuration: TimeInterval = 0) -> Animation {
        _spring(
            response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration,
            spelling: .spring(spring), function: "spring(_:blendDuration:)"
        )
    }

    /// A stiff spring meant to follow a gesture: duration 0.15, bounce 0.15, blend duration 0.25.
    ///
    /// Mirrors SwiftUI's `Animation.interactiveSpring`, which is
    /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`.
    public static let interactiveSpring = Animation.interactiveSpring(
        duration: 0.15, extraBounce: 0, blendDuration: 0.25
    )

    /// A stiff spring meant for interactive animations, with the given parameters.
    ///
    /// Mirrors SwiftUI's `Animation.interactiveSpring(response:dampingFraction:blendDuration:)`. As in
    /// SwiftUI it is disfavoured: `interactiveSpring()` picks the duration form.
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration in seconds. Defaults to 0.15.
    ///   - dampingFraction: The damping as a fraction of critical damping. Defaults to 0.86.
    ///   - blendDuration: How long a change of response blends in. Defaults to 0.25.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite and `dampingFraction` is not negative.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        _spring(
            response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
            spelling: .interactive, function: "interactiveSpring(response:dampingFraction:blendDuration:)"
        )
    }

    /// A stiff spring meant for interactive animations, from a duration and extra bounce.
    ///
    /// Mirrors SwiftUI's `Animation.interactiveSpring(duration:extraBounce:blendDuration:)`: a spring
    /// of the given duration and bounce 0.15 + extraBounce (a negative sum is over-damped, with
    /// damping fraction 1 / (1 + bounce)).
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.15.
    ///   - extraBounce: Bounce added to the base bounce of 0.15. Defaults to 0.
    ///   - blendDuration: How long a change of response blends in. Defaults to 0.25.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        _springFromBounce(
            duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration,
            spelling: .interactiveDuration(duration: duration, extraBounce: extraBounce),
            function: "interactiveSpring(duration:extraBounce:blendDuration:)"
        )
    }

    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    ///
    /// Mirrors SwiftUI's `Animation.smooth`.
    public static let smooth = Animation.smooth(duration: 0.5, extraBounce: 0)

    /// A smooth spring with the given duration and extra bounce (base bounce 0).
    ///
    /// Mirrors SwiftUI's `Animation.smooth(duration:extraBounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        _springFromBounce(
            duration: duration, bounce: extraBounce, blendDuration: 0,
            spelling: .smooth(duration: duration, extraBounce: extraBounce),
            function: "smooth(duration:extraBounce:)"
        )
    }

    /// A spring with a small bounce: duration 0.5, bounce 0.15.
    ///
    /// Mirrors SwiftUI's `Animation.snappy`.
    public static let snappy = Animation.snappy(duration: 0.5, extraBounce: 0)

    /// A snappy spring with the given duration and extra bounce (base bounce 0.15).
    ///
    /// Mirrors SwiftUI's `Animation.snappy(duration:extraBounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.15. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        _springFromBounce(
            duration: duration, bounce: 0.15 + extraBounce, blendDuration: 0,
            spelling: .snappy(duration: duration, extraBounce: extraBounce),
            function: "snappy(duration:extraBounce:)"
        )
    }

    /// A spring with a visible bounce: duration 0.5, bounce 0.3.
    ///
    /// Mirrors SwiftUI's `Animation.bouncy`.
    public static let bouncy = Animation.bouncy(duration: 0.5, extraBounce: 0)

    /// A bouncy spring with the given duration and extra bounce (base bounce 0.3).
    ///
    /// Mirrors SwiftUI's `Animation.bouncy(duration:extraBounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.3. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        _springFromBounce(
            duration: duration, bounce: 0.3 + extraBounce, blendDuration: 0,
            spelling: .bouncy(duration: duration, extraBounce: extraBounce),
            function: "bouncy(duration:extraBounce:)"
        )
    }

    /// An interpolating spring of duration 0.5 and no bounce.
    ///
    /// Mirrors SwiftUI's `Animation.interpolatingSpring`, which is `interpolatingSpring()`: the
    /// duration form with its defaults (duration 0.5, bounce 0, initial velocity 0).
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)

    /// An interpolating spring with the given physical parameters.
    ///
    /// Mirrors SwiftUI's `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: the
    /// unit spring's value scaled onto the delta. It does not merge: an interruption combines with
    /// it, so the effects add and its velocity is preserved. Damping is used as given (over-damping
    /// allowed); damping 0 oscillates for ever.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. Defaults to 1.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The damping coefficient.
    ///   - initialVelocity: The initial velocity, in deltas per second. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: `mass` and `stiffness` are positive and finite, `damping` finite and not
    ///   negative, `initialVelocity` finite.
    @_disfavoredOverload
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        return Animation(
            _storage: .interpolatingSpring(
                _InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity, spelling: .physical)
            )
        )
    }

    /// An interpolating spring with the given perceptual duration and bounce.
    ///
    /// Mirrors SwiftUI's `Animation.interpolatingSpring(duration:bounce:initialVelocity:)`, the
    /// favoured overload: `interpolatingSpring()` is this form with its defaults.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - bounce: How bouncy, from -1 to 1 (clamped). Defaults to 0.
    ///   - initialVelocity: The initial velocity, in deltas per second. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: `duration` is positive and finite; the others are finite.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        let spring = Spring(duration: duration, bounce: bounce)
        return Animation(
            _storage: .interpolatingSpring(
                _InterpolatingSpringAnimation(
                    spring: spring, initialVelocity: initialVelocity,
                    spelling: .duration(duration: duration, bounce: bounce)
                )
            )
        )
    }

    /// An interpolating spring with the motion of the given spring.
    ///
    /// Mirrors SwiftUI's `Animation.interpolatingSpring(_:initialVelocity:)`.
    ///
    /// - Parameters:
    ///   - spring: The spring. Defaults to `Spring()`.
    ///   - initialVelocity: The initial velocity, in deltas per second. Defaults to 0.
    /// - Returns: The animation.
    /// - Precondition: `initialVelocity` is finite.
    @_disfavoredOverload
    public static func interpolatingSpring(_ spring: Spring = Spring(), initialVelocity: Double = 0) -> Animation {
        Animation(
            _storage: .interpolatingSpring(
                _InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity, spelling: .spring)
            )
        )
    }

    private static func _springFromBounce(
        duration: Double, bounce: Double, blendDuration: Double, spelling: _SpringAnimation.Spelling, function: String
    ) -> Animation {
        precondition(bounce.isFinite, "Animation.\(function) needs a finite bounce; got \(bounce)")
        return _spring(
            response: duration, dampingFraction: Spring._dampingRatio(bounce: bounce), blendDuration: blendDuration,
            spelling: spelling, function: function
        )
    }

    private static func _spring(
        response: Double, dampingFraction: Double, blendDuration: Double, spelling: _SpringAnimation.Spelling,
        function: String
    ) -> Animation {
        Animation(
            _storage: .spring(
                _SpringAnimation(
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                    spelling: spelling, function: function
                )
            )
        )
    }
}
