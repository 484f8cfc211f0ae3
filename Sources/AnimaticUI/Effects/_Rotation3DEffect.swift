import Foundation

/// `rotation3DEffect`: turns the drawing about an axis in three dimensions and draws it in
/// perspective, without changing layout. Animatable: the angle, the axis, the anchor, `anchorZ` and
/// the perspective each interpolate.
///
/// The transform is Core Animation's, in row-vector form: translate the anchor `(anchor.x · width,
/// anchor.y · height, anchorZ)` to the origin, rotate by `angle` about `axis` (the axis as given,
/// normalized), apply a perspective whose eye is at distance `max(width, height) / perspective`
/// (`m34 = −1 / d`), translate back, and keep the rows and columns of x, y and w. A 100 × 50 view
/// turned by 60° about y with `anchorZ: 1` draws its top-right corner at `(97.09, 6.55)`.
public struct _Rotation3DEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "rotation3DEffect"
    /// How far to turn.
    public var angle: Angle
    /// The axis turned about, as `(x, y, z)` components.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point turned about, in the view's unit coordinates.
    public var anchor: UnitPoint
    /// The anchor's depth, in points.
    public var anchorZ: CGFloat
    /// How strong the perspective is: 1 puts the eye at the view's larger dimension.
    public var perspective: CGFloat

    /// The effect `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` applies.
    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// Whether every parameter is equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }

    /// The data an animation interpolates: the angle, the axis, the anchor, `anchorZ` and the
    /// perspective.
    public var animatableData:
        AnimatablePair<
            Angle.AnimatableData,
            AnimatablePair<
                AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
                AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
            >
        >
    {
        get {
            AnimatablePair(
                angle.animatableData,
                AnimatablePair(
                    AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                    AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle.animatableData = newValue.first
            axis = (
                newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second
            )
            anchor.animatableData = newValue.second.second.first
            anchorZ = newValue.second.second.second.first
            perspective = newValue.second.second.second.second
        }
    }

    /// The value as code writes it.
    public var description: String {
        "rotation3DEffect(\(angle), axis: (x: \(axis.x), y: \(axis.y), z: \(axis.z)), anchor: \(anchor), "
            + "anchorZ: \(anchorZ), perspective: \(perspective))"
    }

    /// The transform for a view of `size`, in its own coordinates.
    ///
    /// - Parameter size: The view's size.
    /// - Returns: The projection, in row-vector form.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let s = sin(angle.radians)
        let c = cos(angle.radians)
        let t = 1 - c
        // Core Animation's rotation about (x, y, z), row-vector form (points are rows).
        var m = _Matrix4.identity
        m[0, 0] = t * x * x + c
        m[0, 1] = t * x * y + z * s
        m[0, 2] = t * x * z - y * s
        m[1, 0] = t * x * y - z * s
        m[1, 1] = t * y * y + c
        m[1, 2] = t * y * z + x * s
        m[2, 0] = t * x * z + y * s
        m[2, 1] = t * y * z - x * s
        m[2, 2] = t * z * z + c
        let depth = max(size.width, size.height) / perspective
        var projection = _Matrix4.identity
        if depth != 0, depth.isFinite { projection[2, 3] = -1 / depth }
        let a = (anchor.x * size.width, anchor.y * size.height, anchorZ)
        let total = _Matrix4.translation(-a.0, -a.1, -a.2) * m * projection * _Matrix4.translation(a.0, a.1, a.2)
        // x, y and w: rows and columns 1, 2 and 4.
        return ProjectionTransform(
            total[0, 0], total[0, 1], total[0, 3], total[1, 0], total[1, 1], total[1, 3], total[3, 0], total[3, 1],
            total[3, 3])
    }
}

extension _Rotation3DEffect: _CustomAssertionText {
    /// `_Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0))`.
    public var _assertionText: String {
        "_Rotation3DEffect(angle: .degrees(\(angle.degrees)), axis: (x: \(axis.x), y: \(axis.y), z: \(axis.z)), "
            + "anchor: UnitPoint(x: \(anchor.x), y: \(anchor.y)), anchorZ: \(anchorZ), perspective: \(perspective))"
    }
}

extension _Rotation3DEffect {
    /// A NaN or infinite angle is treated as 0. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        value.angle = .radians(_InvalidValues.finite(angle.radians, "rotation3DEffect", "angle", neutral: 0, warn))
        return value
    }
}

extension _Rotation3DEffect: _DrawingEffect {
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        effects.transform = _DisplayListBuilder.compose(
            effects.transform, ProjectionTransform.screen(effectValue(size: frame.size), in: frame))
    }
}

extension View {
    /// Turns the view's drawing by `angle` about `axis` in three dimensions, drawn in perspective,
    /// as SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    ///
    /// - Parameters:
    ///   - angle: How far to turn.
    ///   - axis: The axis, as `(x, y, z)`: `(0, 1, 0)` turns about the vertical axis.
    ///   - anchor: The point turned about; the centre by default.
    ///   - anchorZ: The anchor's depth; 0 by default.
    ///   - perspective: How strong the perspective is; 1 by default, 0 for none.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(
            _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
