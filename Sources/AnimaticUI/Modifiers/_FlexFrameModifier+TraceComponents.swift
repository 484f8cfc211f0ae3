extension _FlexFrameModifier: CustomTraceComponents {
    /// The lengths the frame sets, in points, by their parameters' names: `minWidth`, `maxHeight`…;
    /// an infinite one (`maxWidth: .infinity`) is no number to plot, and is left out.
    public var traceComponents: [TraceComponent] {
        [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        .compactMap { name, length in
            length.flatMap { $0.isFinite ? TraceComponent(name: name, value: Double($0)) : nil }
        }
    }
}
