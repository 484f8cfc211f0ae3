extension _OpacityEffect: CustomTraceComponents {
    /// `opacity`.
    public var traceComponents: [TraceComponent] { [TraceComponent(name: "opacity", value: opacity)] }
}
