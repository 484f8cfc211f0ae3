/// Colours at places along a line from 0 to 1, as SwiftUI's `Gradient`: what a ``LinearGradient``,
/// a ``RadialGradient`` or an ``AngularGradient`` spreads over a shape.
///
/// Between two stops the colour is interpolated linearly in each sRGB component and the opacity;
/// before the first stop it is the first colour, after the last the last. Used as a shape style by
/// itself, a gradient is drawn from the top of the frame to its bottom.
public struct Gradient: ShapeStyle, Equatable, CustomStringConvertible {
    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors` spread evenly, as SwiftUI's `Gradient(colors:)`: the first at 0,
    /// the last at 1, the *i*-th of *n* at *i* / (*n* − 1).
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat(Double($0.offset) / last)) }
    }

    /// The colour at `location`, from 0 to 1 along the gradient.
    ///
    /// - Parameter location: Where along the gradient; outside 0...1 it is the end's colour.
    /// - Returns: The interpolated colour.
    public func color(at location: CGFloat) -> Color {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (before, after) in zip(sorted, sorted.dropFirst()) where location <= after.location {
            let span = after.location - before.location
            let amount = span > 0 ? Double((location - before.location) / span) : 1
            let a = before.color
            let b = after.color
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * amount }
            return Color(
                red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                opacity: mix(a.opacity, b.opacity))
        }
        return last.color
    }

    /// The stops as code writes them.
    public var description: String {
        "Gradient(stops: [" + stops.map(\.description).joined(separator: ", ") + "])"
    }
}
