/// A gradient in circles around a centre, as SwiftUI's `RadialGradient`: a shape style and a view
/// that fills the space it is offered.
///
/// A point at distance `d` from the centre takes the colour at
/// `t = (d − startRadius) / (endRadius − startRadius)` along the gradient.
public struct RadialGradient: ShapeStyle, View, Equatable, CustomStringConvertible {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// The radius of the gradient's start, in points.
    public var startRadius: CGFloat
    /// The radius of its end, in points.
    public var endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through `colors`, spread evenly, from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops` from `startRadius` to `endRadius` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient filling its frame.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }

    /// The value as code writes it.
    public var description: String {
        "RadialGradient(gradient: \(gradient), center: \(center), startRadius: \(TraceValue.format(Double(startRadius))), "
            + "endRadius: \(TraceValue.format(Double(endRadius))))"
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient, as SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `colors`, as SwiftUI's `.radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
