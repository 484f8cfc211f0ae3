extension _PaddingModifier: CustomTraceComponents {
    /// `top`, `leading`, `bottom` and `trailing`, in points.
    public var traceComponents: [TraceComponent] { insets.traceComponents }
}
