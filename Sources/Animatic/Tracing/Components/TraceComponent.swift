/// One named number inside a recorded value: a property of an animatable type, a field of a
/// point or a rectangle, or the value itself when it is a number.
///
/// Names are paths of property names joined by dots, as the value's type spells them:
/// `level`, `amplitude`, `origin.x`, `first.second`. A value that is itself a number has one
/// component named `value`.
///
///     TraceValue(CGPoint(x: 3, y: 4)).components
///     // [x: 3, y: 4]
public struct TraceComponent: Hashable, Sendable, CustomStringConvertible {
    /// The component's name: property names joined by dots, `value` for a plain number.
    public let name: String
    /// The component's value. A `Bool` is 1 or 0.
    public let value: Double

    /// Creates a component.
    ///
    /// - Parameters:
    ///   - name: The component's name; an empty name stands for the value itself.
    ///   - value: Its value.
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }

    /// `level: 0.35`.
    public var description: String { "\(name): \(TraceValue.format(value))" }

    /// This component with its name placed under `prefix`: `origin` and `x` give `origin.x`; an
    /// empty name gives `prefix` itself.
    func named(under prefix: String) -> TraceComponent {
        guard !prefix.isEmpty else { return self }
        return TraceComponent(name: name.isEmpty ? prefix : prefix + "." + name, value: value)
    }
}
