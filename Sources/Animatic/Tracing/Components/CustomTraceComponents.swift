import Foundation

/// A type that names the numbers a trace should show for its values.
///
/// ``TraceValue/components`` finds the numbers of most values itself: numbers and `Bool`s, the
/// fields of `CGPoint`, `CGSize`, `CGRect`, `Angle` and `UnitPoint`, and the animatable data of
/// `Animatable` types (named after the properties when the data is synthesized by
/// `AutoAnimatable`). Conform a type to this protocol to name its numbers yourself: plots,
/// counter tracks and the JSON form then use your names.
///
///     struct Gauge: CustomTraceComponents {
///         var level: Double
///         var label: String
///         var traceComponents: [TraceComponent] { [TraceComponent(name: "level", value: level)] }
///     }
public protocol CustomTraceComponents {
    /// The value's numeric components, in the order a legend should list them. An empty name
    /// stands for the value itself.
    var traceComponents: [TraceComponent] { get }
}

extension AnimatablePair: CustomTraceComponents {
    /// `first` and `second`, each with the components of its own value under it.
    public var traceComponents: [TraceComponent] {
        TraceValue.components(of: first, under: "first") + TraceValue.components(of: second, under: "second")
    }
}

extension AnimatableValues: CustomTraceComponents {
    /// The values by position, `0`, `1`, …, each with the components of its own value under it.
    public var traceComponents: [TraceComponent] {
        var result: [TraceComponent] = []
        var index = 0
        for element in repeat each value {
            result += TraceValue.components(of: element, under: String(index))
            index += 1
        }
        return result
    }
}

extension SynthesizedAnimatableData: CustomTraceComponents {
    /// The scalar components by position, `0`, `1`, …: data on its own does not know the names of
    /// the properties it came from (a value of an `AutoAnimatable` type does, and names them).
    public var traceComponents: [TraceComponent] {
        components.enumerated().map { TraceComponent(name: String($0.offset), value: $0.element) }
    }
}

extension EmptyAnimatableData: CustomTraceComponents {
    /// None: there is nothing to animate.
    public var traceComponents: [TraceComponent] { [] }
}

extension _TrimmedShape: CustomTraceComponents {
    /// `startFraction` and `endFraction`, after the trimmed shape's own components (under `shape`).
    public var traceComponents: [TraceComponent] {
        TraceValue.components(of: shape, under: "shape") + [
            TraceComponent(name: "startFraction", value: Double(startFraction)),
            TraceComponent(name: "endFraction", value: Double(endFraction)),
        ]
    }
}

extension CGPoint: CustomTraceComponents {
    /// `x` and `y`.
    public var traceComponents: [TraceComponent] {
        [TraceComponent(name: "x", value: Double(x)), TraceComponent(name: "y", value: Double(y))]
    }
}

extension CGSize: CustomTraceComponents {
    /// `width` and `height`.
    public var traceComponents: [TraceComponent] {
        [TraceComponent(name: "width", value: Double(width)), TraceComponent(name: "height", value: Double(height))]
    }
}

extension CGRect: CustomTraceComponents {
    /// `origin.x`, `origin.y`, `size.width` and `size.height`.
    public var traceComponents: [TraceComponent] {
        origin.traceComponents.map { $0.named(under: "origin") } + size.traceComponents.map { $0.named(under: "size") }
    }
}

extension Angle: CustomTraceComponents {
    /// `degrees`, as the angle's description shows it.
    public var traceComponents: [TraceComponent] { [TraceComponent(name: "degrees", value: degrees)] }
}

extension UnitPoint: CustomTraceComponents {
    /// `x` and `y`, as fractions of the frame.
    public var traceComponents: [TraceComponent] {
        [TraceComponent(name: "x", value: Double(x)), TraceComponent(name: "y", value: Double(y))]
    }
}
