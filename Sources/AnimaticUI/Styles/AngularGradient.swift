/// A gradient around a centre, as SwiftUI's `AngularGradient` (a conic gradient): a shape style and
/// a view that fills the space it is offered.
///
/// Angles are measured from the trailing direction (3 o'clock), clockwise on the screen. A point
/// at angle `a` around the centre takes the colour at `t = (a − startAngle) / (endAngle − startAngle)`
/// along the gradient, `a` taken in the turn that starts at `startAngle`; past `endAngle` it is the
/// last colour.
public struct AngularGradient: ShapeStyle, View, Equatable, CustomStringConvertible {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// Where the gradient starts.
    public var startAngle: Angle
    /// Where it ends.
    public var endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI draws equal angles as a whole turn.
        self.endAngle = endAngle == startAngle ? .radians(startAngle.radians + 2 * .pi) : endAngle
    }

    /// A gradient through `colors`, spread evenly, from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops` from `startAngle` to `endAngle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient all the way round from `angle`, as SwiftUI's `AngularGradient(gradient:center:angle:)`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    /// A gradient through `colors` all the way round from `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// The gradient filling its frame.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }

    /// The value as code writes it.
    public var description: String {
        "AngularGradient(gradient: \(gradient), center: \(center), startAngle: \(startAngle), endAngle: \(endAngle))"
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient, as SwiftUI's `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `colors`, as SwiftUI's `.angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient all the way round, as SwiftUI's `.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient through `colors` all the way round, as SwiftUI's `.conicGradient(colors:center:angle:)`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
