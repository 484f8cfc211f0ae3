/// `shadow(color:radius:x:y:)`: draws a blurred, offset copy of the content's shape under it, in
/// `color`. It changes no layout; the display list gives each item under it the shadow
/// (``DisplayList/Shadow``). Not API.
public struct _ShadowEffect: _PlainModifier, Equatable, CustomStringConvertible {
    /// The modifier's name in drawings.
    public static let _name = "shadow"
    /// The shadow's colour.
    public var color: Color
    /// The blur radius, in points.
    public var radius: CGFloat
    /// The horizontal offset, in points.
    public var x: CGFloat
    /// The vertical offset, in points.
    public var y: CGFloat

    /// The value as code writes it.
    public var description: String { "shadow(color: \(color), radius: \(radius), x: \(x), y: \(y))" }
}

extension View {
    /// Draws a shadow under the view, as SwiftUI's `shadow(color:radius:x:y:)`: the view's shape,
    /// blurred by `radius` and moved by `x` and `y`, in `color` (black at 33 % by default).
    ///
    /// - Parameters:
    ///   - color: The shadow's colour.
    ///   - radius: How far the shadow is blurred, in points.
    ///   - x: How far the shadow is moved right, in points.
    ///   - y: How far the shadow is moved down, in points.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, _ShadowEffect>
    {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}
