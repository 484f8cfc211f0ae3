import AnimaticUI

extension AnimatableReference {
    /// The reference page's `RingSegment` in a frame, and a button that turns it from 0°–90° to
    /// 180°–330° and makes it opaque in one `withAnimation(.spring(duration: 0.6))`.
    ///
    /// Animatic's own view, not the seed's: seed 004 shows its shapes but no view code.
    struct RingSegmentCell: View {
        @State private var startAngle: Angle = .degrees(0)
        @State private var endAngle: Angle = .degrees(90)
        @State private var isOpaque = false

        var body: some View {
            VStack(spacing: 24) {
                RingSegment(startAngle: startAngle, endAngle: endAngle, isOpaque: isOpaque)
                    .fill(.purple)
                    .frame(width: 200, height: 200)
                Button("Turn") {
                    withAnimation(.spring(duration: 0.6)) {
                        startAngle = .degrees(180)
                        endAngle = .degrees(330)
                        isOpaque = true
                    }
                }
            }
        }
    }
}
