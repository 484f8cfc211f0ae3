/// Scales the view up from, and down to, almost nothing, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition {
    /// The scale before the view appears and after it disappears.
    public var scale: Double
    /// The point that stays put, in unit coordinates of the view's frame.
    public var anchor: UnitPoint

    /// Creates the transition.
    ///
    /// - Parameters:
    ///   - scale: The scale outside the identity phase; SwiftUI replaces an exact 0 by a tiny
    ///     positive scale, so the drawing stays invertible, and so does this.
    ///   - anchor: The point that stays put; the centre by default.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale == 0 ? (2 * Double.leastNormalMagnitude).squareRoot() : scale
        self.anchor = anchor
    }

    /// The content scaled by `scale` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from 10⁻⁵ to 1 as it appears, and back as it disappears, about its centre.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// Scales the view from `scale` as it appears, and to it as it disappears.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
