import AnimationCore

// A shape view's node holds the shape: the trace's drawings (`animatic draw`, the inspector's
// pictures) draw it as they draw a hand-built graph's shape node.

extension _ViewValue: @unchecked Sendable where Value: AnimationCore.Shape {}

extension _ViewValue: AnimationCore.Shape where Value: AnimationCore.Shape {
    /// The shape's path in `rect`.
    package func path(in rect: CGRect) -> Path { value.path(in: rect) }
}
