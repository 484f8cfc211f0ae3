extension _Rotation3DEffect: CustomTraceComponents {
    /// `angle.degrees`, `axis.x`, `axis.y`, `axis.z`, `anchor.x`, `anchor.y`, `anchorZ` and
    /// `perspective`, as `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` names them: the angle
    /// in degrees, not the radians × 128 it animates in.
    public var traceComponents: [TraceComponent] {
        TraceValue.components(of: angle, under: "angle") + [
            TraceComponent(name: "axis.x", value: Double(axis.x)),
            TraceComponent(name: "axis.y", value: Double(axis.y)),
            TraceComponent(name: "axis.z", value: Double(axis.z)),
        ] + TraceValue.components(of: anchor, under: "anchor") + [
            TraceComponent(name: "anchorZ", value: Double(anchorZ)),
            TraceComponent(name: "perspective", value: Double(perspective)),
        ]
    }
}
