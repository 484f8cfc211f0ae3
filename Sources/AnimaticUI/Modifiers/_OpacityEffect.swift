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

extension _OpacityEffect {
    /// A NaN opacity is ignored, a negative one is clamped to 0 and an infinite one to 1. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        _OpacityEffect(opacity: _InvalidValues.opacity(opacity, warn))
    }
}

extension View {
    /// Draws the view with `opacity`, as SwiftUI's `opacity(_:)`.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
}
