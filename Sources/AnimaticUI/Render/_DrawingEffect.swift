import Foundation

/// A modifier that changes how what is inside it is drawn, not where it is laid out: `offset`,
/// `scaleEffect`, `rotationEffect`, `opacity`, `clipShape`, `blur`, `shadow`. Each folds itself into the
/// effects in force through this protocol, so the display list's builder needs no list of effect
/// types. Not API.
protocol _DrawingEffect {
    /// Folds the effect, applied to a piece laid out in `frame`, into the effects in force.
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects)

    /// Whether the effect reads the frame it is applied in (an anchor, a clip's path): such an effect
    /// has a frame node, so that it follows its piece when layout animates (see ``_PresentedFrame``).
    static var _readsFrame: Bool { get }
}

extension _DrawingEffect {
    static var _readsFrame: Bool { true }
}

extension _OffsetEffect: _DrawingEffect {
    static var _readsFrame: Bool { false }

    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        effects.transform = _DisplayListBuilder.compose(
            effects.transform, AffineTransform(translationByX: offset.width, byY: offset.height))
    }
}

extension _ScaleEffect: _DrawingEffect {
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        let anchor = _DisplayListBuilder.point(self.anchor, in: frame)
        effects.transform = _DisplayListBuilder.compose(
            effects.transform,
            AffineTransform(
                m11: scale.width, m12: 0, m21: 0, m22: scale.height,
                tX: anchor.x - scale.width * anchor.x, tY: anchor.y - scale.height * anchor.y))
    }
}

extension _RotationEffect: _DrawingEffect {
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        let anchor = _DisplayListBuilder.point(self.anchor, in: frame)
        let cosine = cos(angle.radians)
        let sine = sin(angle.radians)
        // Clockwise on a screen whose y axis points down.
        effects.transform = _DisplayListBuilder.compose(
            effects.transform,
            AffineTransform(
                m11: cosine, m12: sine, m21: -sine, m22: cosine,
                tX: anchor.x - (cosine * anchor.x - sine * anchor.y),
                tY: anchor.y - (sine * anchor.x + cosine * anchor.y)))
    }
}

extension _OpacityEffect: _DrawingEffect {
    static var _readsFrame: Bool { false }

    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        // Drawn clamped to 0…1, as Core Animation clamps a layer's opacity (a spring may overshoot).
        effects.opacity *= min(max(opacity, 0), 1)
    }
}

extension _ShadowEffect: _DrawingEffect {
    static var _readsFrame: Bool { false }

    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        // Of nested shadows the innermost is drawn.
        effects.shadow = DisplayList.Shadow(color: color, radius: radius, x: x, y: y)
    }
}

extension _ClipShapeModifier: _DrawingEffect {
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        effects.clip.append(_DisplayListBuilder.project(shape.path(in: frame), effects.transform))
    }
}

extension _BlurEffect: _DrawingEffect {
    static var _readsFrame: Bool { false }

    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        effects.list.append(.blur(radius: radius, isOpaque: isOpaque))
    }
}
