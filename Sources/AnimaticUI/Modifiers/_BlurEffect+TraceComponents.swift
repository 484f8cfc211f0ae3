extension _BlurEffect: CustomTraceComponents {
    /// `radius`, in points.
    public var traceComponents: [TraceComponent] { [TraceComponent(name: "radius", value: Double(radius))] }
}
