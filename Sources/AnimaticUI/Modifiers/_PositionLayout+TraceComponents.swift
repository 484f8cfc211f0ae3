extension _PositionLayout: CustomTraceComponents {
    /// `x` and `y`, in points, as `position(x:y:)` names them.
    public var traceComponents: [TraceComponent] {
        [TraceComponent(name: "x", value: Double(position.x)), TraceComponent(name: "y", value: Double(position.y))]
    }
}
