import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 004's ring segment: the angles animate, `isOpaque` is ignored.
    public static let ringSegmentByHand = Scene(
        name: "ring-segment-by-hand",
        summary:
            "The graph of `ring-segment` built by hand, node by node: a check of the graph made from Animatic's RingSegmentCell",
        explanation: """
            Apple's reference page for `Animatable` introduces the macro with a `RingSegment` \
            whose `startAngle` and `endAngle` are `Angle`s, which are `Animatable`, so the macro \
            (`AutoAnimatable` here) includes them; `isOpaque`, a `Bool`, cannot interpolate and \
            would be an error unless marked `@AnimatableIgnored`. The tap turns the segment from \
            0°–90° to 180°–330° and makes it opaque, in `withAnimation(.spring(duration: 0.6))`: \
            `RingSegment` presents springing angles every frame while `isOpaque` is true from the \
            tap's frame on, and `RingSegment.path` redraws the band between them.
            """,
        duration: 2
    ) { graph in
        let startAngle = graph.state(Angle.degrees(0), name: "startAngle")
        let endAngle = graph.state(Angle.degrees(90), name: "endAngle")
        let isOpaque = graph.state(false, name: "isOpaque")
        let segment = graph.animatable(name: "RingSegment") {
            AnimatableReference.RingSegment(
                startAngle: startAngle.value, endAngle: endAngle.value, isOpaque: isOpaque.value)
        }
        _ = graph.rule(name: "RingSegment.path") { segment.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.spring(duration: 0.6)) {
                    startAngle.value = .degrees(180)
                    endAngle.value = .degrees(330)
                    isOpaque.value = true
                }
            }
        ])
    }
}
