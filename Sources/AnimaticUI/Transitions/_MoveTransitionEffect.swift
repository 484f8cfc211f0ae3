/// The effect of `.move(edge:)`, `.slide` and `.push(from:)`: moves the drawing towards an edge by
/// `fraction` of the view's own size, without changing layout. Animatable: its data is the
/// fraction. Not API.
package struct _MoveTransitionEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    package static let _name = "move"
    /// The edge the view moves towards.
    package var edge: Edge
    /// How far, in the view's own widths (for a leading or trailing edge) or heights: 0 in place, 1
    /// off by its whole size.
    package var fraction: Double

    /// The data an animation interpolates.
    package var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    /// The value as code writes it: `move(edge: .leading, 0.5)`.
    package var description: String { "move(edge: .\(edge), \(TraceValue(fraction).description))" }

    /// The translation of a view whose frame is `size`.
    func translation(for size: CGSize) -> CGSize {
        switch edge {
        case .leading: CGSize(width: -size.width * fraction, height: 0)
        case .trailing: CGSize(width: size.width * fraction, height: 0)
        case .top: CGSize(width: 0, height: -size.height * fraction)
        case .bottom: CGSize(width: 0, height: size.height * fraction)
        }
    }
}

extension _MoveTransitionEffect: _DrawingEffect {
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        let translation = translation(for: frame.size)
        effects.transform = _DisplayListBuilder.compose(
            effects.transform, AffineTransform(translationByX: translation.width, byY: translation.height))
    }
}
