import Foundation

extension TraceValue {
    /// The numbers the value holds, each named: what plots, counter tracks and the JSON form show.
    ///
    /// - A number (`Double`, `Float`, `CGFloat`, an integer) or a `Bool` (1 or 0) is one
    ///   component, `value`.
    /// - A type that conforms to ``CustomTraceComponents`` names its own; `CGPoint` and
    ///   `UnitPoint` give `x`, `y`, `CGSize` `width`, `height`, `CGRect` `origin.x`, `origin.y`,
    ///   `size.width`, `size.height`, `Angle` `degrees`, and a trimmed shape `startFraction` and
    ///   `endFraction`. `AnimatablePair` gives `first` and
    ///   `second`, `AnimatableValues` its values by position (`0`, `1`, …), each with the
    ///   components of the value inside under it (`first.x`).
    /// - An `AutoAnimatable` value with synthesized data gives the properties synthesis includes,
    ///   under their names (`level`, `amplitude`, `center.x`); ignored properties are left out.
    /// - Any other `Animatable` value gives its `animatableData`'s components: a hand-written
    ///   `Double` is `value`, a hand-written pair `first` and `second`.
    /// - Anything else (a string, a `Path`) has none.
    ///
    ///     TraceValue(Counter(value: 50)).components            // [value: 50]
    ///     TraceValue(CGRect(x: 1, y: 2, width: 3, height: 4)).components
    ///     // [origin.x: 1, origin.y: 2, size.width: 3, size.height: 4]
    ///
    /// - Complexity: O(*n*) in the number of components; an `AutoAnimatable` value is read by
    ///   reflection, a few microseconds.
    public var components: [TraceComponent] {
        let result = Self.components(of: base, under: "")
        if result.count == 1 && result[0].name.isEmpty {
            return [TraceComponent(name: "value", value: result[0].value)]
        }
        return result
    }

    /// The components of `value`, named under `prefix` (`prefix.name`; an empty name is `prefix`).
    ///
    /// - Parameters:
    ///   - value: Any value.
    ///   - prefix: The name to put the components under; empty for none.
    /// - Returns: The components, as ``components`` describes them; a number at the top gives one
    ///   component named `prefix`.
    public static func components(of value: Any, under prefix: String) -> [TraceComponent] {
        if let number = TraceValue(value).number { return [TraceComponent(name: prefix, value: number)] }
        if let custom = value as? any CustomTraceComponents {
            return custom.traceComponents.map { $0.named(under: prefix) }
        }
        if let auto = value as? any AutoAnimatable, let named = synthesizedComponents(of: auto, under: prefix) {
            return named
        }
        if let animatable = value as? any Animatable {
            let data = animatable.animatableData
            // A type that is its own animatable data and none of the above has nothing to add.
            guard type(of: data) != type(of: value) else { return [] }
            return components(of: data, under: prefix)
        }
        return []
    }

    /// An `AutoAnimatable` value's components by property, or `nil` when its type writes its own
    /// `animatableData` (or cannot be synthesized).
    private static func synthesizedComponents(of value: some AutoAnimatable, under prefix: String)
        -> [TraceComponent]?
    {
        guard value.animatableData is SynthesizedAnimatableData,
            let properties = try? AnimatableSynthesis.properties(of: type(of: value))
        else { return nil }
        let included = Set(properties.included.map(\.name))
        var result: [TraceComponent] = []
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, included.contains(label) else { continue }
            result += components(of: child.value, under: prefix.isEmpty ? label : prefix + "." + label)
        }
        return result
    }

    /// The value as a drawing: a `Path` as it is, a `Shape` drawn in `rect`; `nil` for anything
    /// else.
    ///
    /// - Parameter rect: The frame a shape is drawn in, as SwiftUI gives a shape its frame; a trace
    ///   uses its ``Trace/canvas``.
    /// - Returns: The path, or `nil`.
    public func path(in rect: CGRect) -> Path? {
        if let path = base as? Path { return path }
        if let shape = base as? any Shape { return shape.path(in: rect) }
        return nil
    }

    /// Whether the value is a drawing: a `Path` or a `Shape`.
    public var isDrawing: Bool { base is Path || base is any Shape }

    /// The value's drawing as SVG path data (`M 0 100 L 2 64.1 … Z`), as `Path.svgPathData` writes
    /// it; `nil` when the value is not a drawing.
    ///
    /// - Parameter rect: The frame a shape is drawn in.
    /// - Returns: The path data, or `nil`.
    public func svgPathData(in rect: CGRect) -> String? { path(in: rect)?.svgPathData }
}
