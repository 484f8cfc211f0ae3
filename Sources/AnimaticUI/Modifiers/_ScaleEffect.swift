/// `scaleEffect`: scales the drawing about an anchor, without changing layout. Animatable: its data
/// is the scale's width and height, then the anchor's (a `UnitPoint`'s data, scaled by 128 as
/// SwiftUI scales it).
public struct _ScaleEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "scaleEffect"
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point that stays put, in unit coordinates of the view's frame.
    public var anchor: UnitPoint

    /// An effect that scales by `scale`'s factors about `anchor`, as SwiftUI's `_ScaleEffect`.
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical factors.
    ///   - anchor: The point that stays put.
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The effect `scaleEffect(_:anchor:)` applies: one factor for both axes.
    ///
    /// - Parameters:
    ///   - scale: The factor for both axes.
    ///   - anchor: The point that stays put.
    public init(_ scale: CGFloat, anchor: UnitPoint = .center) {
        self.init(scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The effect `scaleEffect(x:y:anchor:)` applies.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    ///   - anchor: The point that stays put.
    public init(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) {
        self.init(scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The data an animation interpolates.
    public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set {
            scale.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }

    /// The value as code writes it.
    public var description: String {
        let factor = scale.width == scale.height ? "\(scale.width)" : "x: \(scale.width), y: \(scale.height)"
        return anchor == .center ? "scaleEffect(\(factor))" : "scaleEffect(\(factor), anchor: \(anchor))"
    }
}

extension _ScaleEffect: _CustomAssertionText {
    /// `_ScaleEffect(1.2)`, `_ScaleEffect(x: 1, y: 2, anchor: UnitPoint(x: 0, y: 0))`.
    public var _assertionText: String {
        let factor = scale.width == scale.height ? "\(scale.width)" : "x: \(scale.width), y: \(scale.height)"
        return anchor == .center ? "_ScaleEffect(\(factor))" : "_ScaleEffect(\(factor), anchor: \(anchor))"
    }
}

extension _ScaleEffect {
    /// A NaN or infinite factor is treated as 1, and such an anchor as the centre; a negative
    /// factor is kept, as SwiftUI keeps it (it mirrors the drawing). Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        value.scale.width = _InvalidValues.finite(scale.width, "scale", "x", neutral: 1, warn)
        value.scale.height = _InvalidValues.finite(scale.height, "scale", "y", neutral: 1, warn)
        value.anchor.x = _InvalidValues.anchor(anchor.x, "x", warn)
        value.anchor.y = _InvalidValues.anchor(anchor.y, "y", warn)
        return value
    }
}

extension View {
    /// Scales the view's drawing by `scale` about `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view's drawing by a size's factors about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view's drawing by separate horizontal and vertical factors about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _ScaleEffect
    > {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }
}
