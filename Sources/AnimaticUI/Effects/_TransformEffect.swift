import Foundation

/// `transformEffect`: draws the view through an affine transform, in its own coordinates (origin at
/// its top-left corner), without changing layout. As in SwiftUI, it does not animate.
public struct _TransformEffect: _PlainModifier, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "transformEffect"
    /// The transform.
    public var transform: CGAffineTransform

    /// The effect `transformEffect(_:)` applies.
    public init(transform: CGAffineTransform) { self.transform = transform }

    /// The value as code writes it.
    public var description: String {
        let t = transform
        return
            "transformEffect(CGAffineTransform(a: \(t.a), b: \(t.b), c: \(t.c), d: \(t.d), tx: \(t.tx), ty: \(t.ty)))"
    }
}

extension _TransformEffect: _DrawingEffect {
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        effects.transform = _DisplayListBuilder.compose(
            effects.transform, ProjectionTransform.screen(ProjectionTransform(transform), in: frame))
    }
}

extension View {
    /// Draws the view through `transform`, in its own coordinates, as SwiftUI's
    /// `transformEffect(_:)`.
    ///
    /// - Parameter transform: The affine transform.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(transform: transform))
    }
}
