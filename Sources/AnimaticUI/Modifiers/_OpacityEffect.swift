/// `opacity`: fades the drawing, without changing layout. Animatable.
public struct _OpacityEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "opacity"
    /// From 0 (transparent) to 1 (opaque).
    public var opacity: Double

    /// An effect that multiplies the opacity by `opacity`, as SwiftUI's `_OpacityEffect`.
    ///
    /// - Parameter opacity: The factor, from 0 (invisible) to 1.
    public init(opacity: Double) { self.opacity = opacity }

    /// The effect `opacity(_:)` applies.
    ///
    /// - Parameter opacity: The factor, from 0 (invisible) to 1.
    public init(_ opacity: Double) { self.opacity = opacity }

    /// The data an animation interpolates.
    public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }

    /// The value as code writes it.
    public var description: String { "opacity(\(opacity))" }
}

extension _OpacityEffect: _CustomAssertionText {
    /// `_OpacityEffect(0.4)`.
    public var _assertionText: String { "_OpacityEffect(\(opacity))" }
}

extension View {
    /// Draws the view with `opacity`, as SwiftUI's `opacity(_:)`.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
}
