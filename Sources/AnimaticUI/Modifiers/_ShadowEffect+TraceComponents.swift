extension _ShadowEffect: CustomTraceComponents {
    /// The colour's `color.red`, `color.green`, `color.blue` and `color.opacity`, then `radius`,
    /// `x` and `y`, in points.
    public var traceComponents: [TraceComponent] {
        TraceValue.components(of: color, under: "color") + [
            TraceComponent(name: "radius", value: Double(radius)), TraceComponent(name: "x", value: Double(x)),
            TraceComponent(name: "y", value: Double(y)),
        ]
    }
}
