/// A gradient along a line, as SwiftUI's `LinearGradient`: a shape style (`.fill(LinearGradient(…))`)
/// and a view that fills the space it is offered, as a ``Color`` does.
///
/// The start and end points are unit points of the frame drawn in (`.leading` is its left edge's
/// middle). A point of the frame takes the colour at its projection on the line from start to end:
/// `t = (p − start) · (end − start) / |end − start|²` along the gradient.
public struct LinearGradient: ShapeStyle, View, Equatable, CustomStringConvertible {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, in the frame.
    public var startPoint: UnitPoint
    /// Where it ends, in the frame.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through `colors`, spread evenly, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient filling its frame.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }

    /// The value as code writes it.
    public var description: String {
        "LinearGradient(gradient: \(gradient), startPoint: \(startPoint), endPoint: \(endPoint))"
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient, as SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `colors`, as SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`, as SwiftUI's `.linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
