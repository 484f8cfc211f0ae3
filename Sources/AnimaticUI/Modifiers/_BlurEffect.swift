/// `blur(radius:opaque:)`: blurs the drawing, without changing layout. Animatable: its data is the
/// radius; whether it is opaque does not animate.
public struct _BlurEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static let _name = "blur"
    /// The blur's radius, in points.
    public var radius: CGFloat
    /// Whether the blur keeps the view's edges opaque.
    public var isOpaque: Bool

    /// The data an animation interpolates.
    public var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }

    /// The value as code writes it.
    public var description: String {
        isOpaque
            ? "blur(radius: \(TraceValue.format(Double(radius))), opaque: true)"
            : "blur(radius: \(TraceValue.format(Double(radius))))"
    }
}

extension View {
    /// Blurs the view's drawing by `radius` points, as SwiftUI's `blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
}
