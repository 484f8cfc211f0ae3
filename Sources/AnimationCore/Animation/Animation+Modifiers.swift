import Foundation

extension Animation {
    /// Delays the start of the animation by the given number of seconds.
    ///
    /// Mirrors SwiftUI's `Animation.delay(_:)`: the base animation sees `max(0, t − delay)`; until
    /// then the value stays at its start. A negative delay is accepted, as SwiftUI accepts it: the
    /// base then starts part way through, at `−delay` seconds into its run, and the trace says so
    /// with a warning when the animation starts.
    ///
    ///     Animation.linear(duration: 1).delay(-0.2)   // at t = 0 shows 20 % of the change
    ///
    /// - Parameter delay: The delay in seconds; negative skips the start of the base.
    /// - Returns: The delayed animation, described as `base.delay(delay)`.
    /// - Precondition: `delay` is finite.
    public func delay(_ delay: TimeInterval) -> Animation {
        precondition(delay.isFinite, "Animation.delay(_:) needs a finite number of seconds; got \(delay)")
        return Animation(_storage: .modified(self, .delay(delay)))
    }

    /// Changes the speed of the animation by the given factor.
    ///
    /// Mirrors SwiftUI's `Animation.speed(_:)`: the base animation sees `t × speed`, so 2 runs twice
    /// as fast and 0.5 half as fast.
    ///
    /// - Parameter speed: The speed factor.
    /// - Returns: The animation at the new speed, described as `base.speed(speed)`.
    /// - Precondition: `speed` is positive and finite: a speed of zero or less would never finish.
    public func speed(_ speed: Double) -> Animation {
        precondition(
            speed > 0 && speed.isFinite,
            "Animation.speed(_:) needs a positive, finite speed (zero or less would never finish); got \(speed)"
        )
        return Animation(_storage: .modified(self, .speed(speed)))
    }

    /// Repeats the animation the given number of times.
    ///
    /// Mirrors SwiftUI's `Animation.repeatCount(_:autoreverses:)`: each run counts, in either
    /// direction, so a count of 2 with autoreverse runs forwards, then back, then stops; at the end
    /// the value snaps to the model value (the target). A backward run animates `delta − base`.
    ///
    /// Runs restart on the frame grid, as in SwiftUI: a run lasts until its base answers `nil`;
    /// the frame that sees it end shows the run's end value, and the next run counts its time from
    /// that frame. So `linear(duration: 1).repeatCount(2, autoreverses: false)` at 60 frames per
    /// second shows 1 at t = 1 s and still at frame 61, where the second run starts; that run
    /// shows its first motion at frame 62 and its end at frame 121, and the animation finishes at
    /// frame 122. Where runs restart depends on the frame rate.
    ///
    /// SwiftUI counts runs as they end, so a count of zero or less still runs once; Animatic does
    /// the same, and the trace says so with a warning when the animation starts.
    ///
    /// - Parameters:
    ///   - repeatCount: The number of runs; zero or less runs once.
    ///   - autoreverses: Whether every other run goes backwards. Defaults to `true`.
    /// - Returns: The repeating animation, described as `base.repeatCount(n, autoreverses: b)`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(_storage: .modified(self, .repeatCount(repeatCount, autoreverses: autoreverses)))
    }

    /// Repeats the animation for as long as it is active.
    ///
    /// Mirrors SwiftUI's `Animation.repeatForever(autoreverses:)`: it never finishes on its own.
    ///
    /// - Parameter autoreverses: Whether every other run goes backwards. Defaults to `true`.
    /// - Returns: The repeating animation, described as `base.repeatForever(autoreverses: b)`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(_storage: .modified(self, .repeatCount(nil, autoreverses: autoreverses)))
    }

    /// Makes the animation logically complete after the given time, whatever its base says.
    ///
    /// Mirrors SwiftUI's `Animation.logicallyComplete(after:)`: completion handlers waiting for
    /// `.logicallyComplete` fire once `duration` seconds have passed (or when the animation
    /// finishes, if sooner). A duration of zero or less is logically complete at once.
    ///
    /// - Parameter duration: The time in seconds after which the animation is logically complete.
    /// - Returns: The animation, described as `base.logicallyComplete(after: duration)`.
    /// - Precondition: `duration` is not NaN.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        precondition(!duration.isNaN, "Animation.logicallyComplete(after:) needs a duration that is a number; got nan")
        return Animation(_storage: .modified(self, .logicallyComplete(after: duration)))
    }
}
