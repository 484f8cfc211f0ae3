extension _RotationEffect: CustomTraceComponents {
    /// `angle.degrees` and `anchor.x`, `anchor.y`: the angle as code writes it, in degrees, and the
    /// anchor in unit coordinates.
    public var traceComponents: [TraceComponent] {
        TraceValue.components(of: angle, under: "angle") + TraceValue.components(of: anchor, under: "anchor")
    }
}
