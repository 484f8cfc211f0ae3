extension _MoveTransitionEffect: CustomTraceComponents {
    /// `fraction`: how far towards the edge, in the view's own widths or heights.
    package var traceComponents: [TraceComponent] { [TraceComponent(name: "fraction", value: fraction)] }
}
