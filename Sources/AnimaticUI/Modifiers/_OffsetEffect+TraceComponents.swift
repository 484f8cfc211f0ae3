extension _OffsetEffect: CustomTraceComponents {
    /// `x` and `y`, in points, as `offset(x:y:)` names them.
    public var traceComponents: [TraceComponent] {
        [
            TraceComponent(name: "x", value: Double(offset.width)),
            TraceComponent(name: "y", value: Double(offset.height)),
        ]
    }
}
