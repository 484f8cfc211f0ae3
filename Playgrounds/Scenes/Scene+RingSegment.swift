import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 004's ring segment: the angles animate, `isOpaque` is ignored.
    public static let ringSegment = Scene(
        name: "ring-segment",
        summary: "Seed 004's RingSegment: @Animatable angles, an @AnimatableIgnored isOpaque",
        explanation: """
            Apple's reference page for `Animatable` introduces the macro with a `RingSegment` \
            whose `startAngle` and `endAngle` are `Angle`s, which are `Animatable`, so the macro \
            (`AutoAnimatable` here) includes them; `isOpaque`, a `Bool`, cannot interpolate and \
            would be an error unless marked `@AnimatableIgnored`. In Animatic's view \
            `RingSegmentCell` (the page shows none), the Turn button turns the segment from \
            0°–90° to 180°–330° and makes it opaque, in `withAnimation(.spring(duration: 0.6))`: \
            `RingSegment` presents springing angles every frame while `isOpaque` is true from the \
            tap's frame on, and the screen fills the band between them. The \
            `ring-segment-by-hand` scene builds the same graph by hand.
            """,
        duration: 2,
        view: AnimatableReference.RingSegmentCell(),
        script: [.tap("Turn", at: 0.1)]
    )
}
