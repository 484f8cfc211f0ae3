extension Color: CustomTraceComponents {
    /// `red`, `green`, `blue` and `opacity`, as the colour's properties name them.
    public var traceComponents: [TraceComponent] {
        [
            TraceComponent(name: "red", value: red), TraceComponent(name: "green", value: green),
            TraceComponent(name: "blue", value: blue), TraceComponent(name: "opacity", value: opacity),
        ]
    }
}
