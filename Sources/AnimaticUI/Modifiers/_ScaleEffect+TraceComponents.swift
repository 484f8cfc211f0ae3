extension _ScaleEffect: CustomTraceComponents {
    /// `scale.width`, `scale.height` and `anchor.x`, `anchor.y`: the factors and the anchor in unit
    /// coordinates.
    public var traceComponents: [TraceComponent] {
        TraceValue.components(of: scale, under: "scale") + TraceValue.components(of: anchor, under: "anchor")
    }
}
