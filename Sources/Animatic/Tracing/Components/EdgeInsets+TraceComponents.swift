extension EdgeInsets: CustomTraceComponents {
    /// `top`, `leading`, `bottom` and `trailing`, in points.
    public var traceComponents: [TraceComponent] {
        [
            TraceComponent(name: "top", value: Double(top)), TraceComponent(name: "leading", value: Double(leading)),
            TraceComponent(name: "bottom", value: Double(bottom)),
            TraceComponent(name: "trailing", value: Double(trailing)),
        ]
    }
}
