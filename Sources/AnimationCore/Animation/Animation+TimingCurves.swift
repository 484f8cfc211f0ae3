import Foundation

extension Animation {
    /// The default duration of a timing-curve animation, 0.35 seconds, as in SwiftUI.
    internal static let _defaultDuration = 0.35

    /// A linear animation over 0.35 seconds: constant speed from start to end.
    ///
    /// Mirrors SwiftUI's `Animation.linear`.
    public static let linear = Animation.linear(duration: _defaultDuration)

    /// A linear animation over the given duration.
    ///
    /// Mirrors SwiftUI's `Animation.linear(duration:)`: progress is `t / duration`. A duration of
    /// zero or less finishes at once, as in SwiftUI.
    ///
    /// - Parameter duration: The length of the animation in seconds.
    /// - Returns: The animation.
    /// - Precondition: `duration` is finite.
    public static func linear(duration: TimeInterval) -> Animation {
        _curve(.linear, duration: duration, spelling: .linear, function: "linear(duration:)")
    }

    /// An ease-in animation over 0.35 seconds: starts slowly, ends at full speed.
    ///
    /// Mirrors SwiftUI's `Animation.easeIn`.
    public static let easeIn = Animation.easeIn(duration: _defaultDuration)

    /// An ease-in animation over the given duration, with control points (0.42, 0) and (1, 1).
    ///
    /// Mirrors SwiftUI's `Animation.easeIn(duration:)`. A duration of zero or less finishes at once.
    ///
    /// - Parameter duration: The length of the animation in seconds.
    /// - Returns: The animation.
    /// - Precondition: `duration` is finite.
    public static func easeIn(duration: TimeInterval) -> Animation {
        _curve(.easeIn, duration: duration, spelling: .easeIn, function: "easeIn(duration:)")
    }

    /// An ease-out animation over 0.35 seconds: starts at full speed, ends slowly.
    ///
    /// Mirrors SwiftUI's `Animation.easeOut`.
    public static let easeOut = Animation.easeOut(duration: _defaultDuration)

    /// An ease-out animation over the given duration, with control points (0, 0) and (0.58, 1).
    ///
    /// Mirrors SwiftUI's `Animation.easeOut(duration:)`. A duration of zero or less finishes at once.
    ///
    /// - Parameter duration: The length of the animation in seconds.
    /// - Returns: The animation.
    /// - Precondition: `duration` is finite.
    public static func easeOut(duration: TimeInterval) -> Animation {
        _curve(.easeOut, duration: duration, spelling: .easeOut, function: "easeOut(duration:)")
    }

    /// An ease-in-out animation over 0.35 seconds: starts and ends slowly.
    ///
    /// Mirrors SwiftUI's `Animation.easeInOut`.
    public static let easeInOut = Animation.easeInOut(duration: _defaultDuration)

    /// An ease-in-out animation over the given duration, with control points (0.42, 0) and (0.58, 1).
    ///
    /// Mirrors SwiftUI's `Animation.easeInOut(duration:)`. A duration of zero or less finishes at once.
    ///
    /// - Parameter duration: The length of the animation in seconds.
    /// - Returns: The animation.
    /// - Precondition: `duration` is finite.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        _curve(.easeInOut, duration: duration, spelling: .easeInOut, function: "easeInOut(duration:)")
    }

    /// An animation along a cubic Bézier timing curve with the given control points.
    ///
    /// Mirrors SwiftUI's `Animation.timingCurve(_:_:_:_:duration:)`: the curve runs from (0, 0) to
    /// (1, 1) through (c0x, c0y) and (c1x, c1y); x coordinates are clamped to `0...1`. A duration of
    /// zero or less finishes at once.
    ///
    /// - Parameters:
    ///   - c0x: The x coordinate of the first control point.
    ///   - c0y: The y coordinate of the first control point.
    ///   - c1x: The x coordinate of the second control point.
    ///   - c1y: The y coordinate of the second control point.
    ///   - duration: The length of the animation in seconds. Defaults to 0.35.
    /// - Returns: The animation.
    /// - Precondition: Every argument is finite.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        _curve(
            UnitCurve._bezier(c0x, c0y, c1x, c1y), duration: duration, spelling: .controlPoints,
            function: "timingCurve(_:_:_:_:duration:)"
        )
    }

    /// An animation along the given unit curve.
    ///
    /// Mirrors SwiftUI's `Animation.timingCurve(_:duration:)` (2023 releases). A duration of zero or
    /// less finishes at once.
    ///
    /// - Parameters:
    ///   - curve: The easing curve.
    ///   - duration: The length of the animation in seconds. Defaults to 0.35.
    /// - Returns: The animation.
    /// - Precondition: `duration` is finite.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = 0.35) -> Animation {
        _curve(curve, duration: duration, spelling: .curve, function: "timingCurve(_:duration:)")
    }

    private static func _curve(
        _ curve: UnitCurve, duration: Double, spelling: _TimingCurveAnimation.Spelling, function: String
    ) -> Animation {
        Animation(
            _storage: .timingCurve(
                _TimingCurveAnimation(curve: curve, duration: duration, spelling: spelling, function: function)
            )
        )
    }
}
