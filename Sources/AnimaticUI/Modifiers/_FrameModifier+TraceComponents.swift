extension _FrameModifier: CustomTraceComponents {
    /// `width` and `height`, in points, those the frame sets.
    public var traceComponents: [TraceComponent] {
        [("width", width), ("height", height)].compactMap { name, length in
            length.map { TraceComponent(name: name, value: Double($0)) }
        }
    }
}
