/// `rotationEffect`: turns the drawing about an anchor, without changing layout. Animatable: its
/// data is the angle's (radians scaled by 128, as SwiftUI scales an `Angle`), then the anchor's.
public struct _RotationEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "rotationEffect"
    /// The angle, clockwise on screen.
    public var angle: Angle
    /// The point that stays put, in unit coordinates of the view's frame.
    public var anchor: UnitPoint

    /// An effect that turns the drawing by `angle` about `anchor`, as SwiftUI's `_RotationEffect`.
    ///
    /// - Parameters:
    ///   - angle: The angle, clockwise.
    ///   - anchor: The point that stays put.
    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }

    /// The effect `rotationEffect(_:anchor:)` applies.
    ///
    /// - Parameters:
    ///   - angle: The angle, clockwise.
    ///   - anchor: The point that stays put.
    public init(_ angle: Angle, anchor: UnitPoint = .center) { self.init(angle: angle, anchor: anchor) }

    /// The data an animation interpolates.
    public var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set {
            angle.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }

    /// The value as code writes it.
    public var description: String {
        anchor == .center ? "rotationEffect(\(angle))" : "rotationEffect(\(angle), anchor: \(anchor))"
    }
}

extension _RotationEffect: _CustomAssertionText {
    /// `_RotationEffect(.degrees(12))`.
    public var _assertionText: String {
        let angle = ".degrees(\(self.angle.degrees))"
        return anchor == .center ? "_RotationEffect(\(angle))" : "_RotationEffect(\(angle), anchor: \(anchor))"
    }
}

extension _RotationEffect {
    /// An angle that is not finite (in the radians × 128 that it animates in) is treated as no
    /// turn, and such an anchor as the centre. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        if !angle.animatableData.isFinite {
            warn("Invalid angle (non-finite): \(angle.degrees)° is treated as 0°")
            value.angle = .zero
        }
        value.anchor.x = _InvalidValues.anchor(anchor.x, "x", warn)
        value.anchor.y = _InvalidValues.anchor(anchor.y, "y", warn)
        return value
    }
}

extension View {
    /// Turns the view's drawing by `angle` about `anchor`, as SwiftUI's `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RotationEffect> {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
}
