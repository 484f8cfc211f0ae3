/// The springs SwiftUI names: smooth, snappy and bouncy, each with a form that takes a duration
/// and extra bounce.
extension Spring {
    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    ///
    /// Mirrors SwiftUI's `Spring.smooth`.
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A smooth spring with the given duration and extra bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0. Defaults to 0.
    /// - Returns: The spring.
    @inlinable public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce: duration 0.5, bounce 0.15.
    ///
    /// Mirrors SwiftUI's `Spring.snappy`.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A snappy spring with the given duration and extra bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.15. Defaults to 0.
    /// - Returns: The spring.
    @inlinable public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce: duration 0.5, bounce 0.3.
    ///
    /// Mirrors SwiftUI's `Spring.bouncy`.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A bouncy spring with the given duration and extra bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.3. Defaults to 0.
    /// - Returns: The spring.
    @inlinable public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
