import Foundation

extension DisplayList.Item {
    /// The properties of an item that most items leave at their defaults: a shape's path, stroke,
    /// gradient, stroke style and trim, an image's names, a perspective projection, and the rarer
    /// effects (blurs and masks, a shadow, clip shapes). An item holds them by reference, and only
    /// once one of them is not the default, so that a text's or a plain shape's item stays small; a
    /// copy shares them until it changes one. Not API.
    final class _Extras: Equatable {
        var path: Path?
        var stroke: Color?
        var gradient: DisplayList.GradientFill?
        var strokeStyle: StrokeStyle?
        var trim: ClosedRange<CGFloat>?
        var systemImage: String?
        var imageName: String?
        var projection = ProjectionTransform()
        var effects: [DisplayList.Effect] = []
        var shadow: DisplayList.Shadow?
        var clip: [Path] = []

        /// A copy, for an item about to change what it shares with another.
        func copy() -> _Extras {
            let copy = _Extras()
            copy.path = path
            copy.stroke = stroke
            copy.gradient = gradient
            copy.strokeStyle = strokeStyle
            copy.trim = trim
            copy.systemImage = systemImage
            copy.imageName = imageName
            copy.projection = projection
            copy.effects = effects
            copy.shadow = shadow
            copy.clip = clip
            return copy
        }

        static func == (lhs: _Extras, rhs: _Extras) -> Bool {
            lhs.path == rhs.path && lhs.stroke == rhs.stroke && lhs.gradient == rhs.gradient
                && lhs.strokeStyle == rhs.strokeStyle && lhs.trim == rhs.trim && lhs.systemImage == rhs.systemImage
                && lhs.imageName == rhs.imageName && lhs.projection == rhs.projection && lhs.effects == rhs.effects
                && lhs.shadow == rhs.shadow && lhs.clip == rhs.clip
        }
    }
}
