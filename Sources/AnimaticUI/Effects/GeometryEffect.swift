import Foundation

/// An effect that changes how a view is drawn by a projective transform, as SwiftUI's
/// `GeometryEffect`: a shake, a flip, a skew. It never changes layout.
///
/// The effect is `Animatable`: give it `animatableData` and an animation interpolates it, calling
/// ``effectValue(size:)`` every frame with the data in between. The transform is in the view's own
/// coordinates, with the origin at its top-left corner, and `size` is the view's size as it is
/// drawn (animated, when its layout animates).
///
///     struct Shake: GeometryEffect {
///         var animatableData: CGFloat
///         func effectValue(size: CGSize) -> ProjectionTransform {
///             ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///         }
///     }
///
///     Rectangle().modifier(Shake(animatableData: CGFloat(attempts)))
///
/// The graph has an animatable node named after the type (`Shake`), and a frame node for the
/// view's drawn frame (`Shake.frame`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform to draw the view with, for the view's size.
    ///
    /// - Parameter size: The view's drawn size.
    /// - Returns: The transform, in the view's coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Builds the effect's node and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let short = _typeName(Self.self)
        let name = inputs.nodeName(short)
        let made = inputs.subtree.nodes.count
        let value = _CompositeView<Self>.makeValueNode(modifier, name: name, inputs)
        let valueNodes = Array(inputs.subtree.nodes[made...])
        let drawn = _GraphValue<Any>(
            read: { _GeometryEffectDrawing(effect: value.read()) },
            peek: { _GeometryEffectDrawing(effect: value.peek()) })
        let render = _RenderNode(.modifier(name: short, value: drawn), children: body(inputs).nodes)
        render.nodes += valueNodes
        _PresentedFrame.make(for: render, name: short, inputs)
        return _ViewOutputs(render)
    }
}

/// A geometry effect as the display list's builder applies it: its transform for the size the view
/// is drawn at, moved to the view's place on the screen. Not API.
struct _GeometryEffectDrawing: _DrawingEffect {
    let effect: any GeometryEffect

    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        let local = effect.effectValue(size: frame.size)
        effects.transform = _DisplayListBuilder.compose(effects.transform, ProjectionTransform.screen(local, in: frame))
    }
}
