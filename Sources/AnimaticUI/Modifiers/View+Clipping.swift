extension View {
    /// Clips the view's drawing to a rectangle of its frame with corners of `radius`, as SwiftUI's
    /// deprecated `cornerRadius(_:antialiased:)`: the same as
    /// `clipShape(RoundedRectangle(cornerRadius: radius))`. Layout is unchanged.
    ///
    /// - Parameters:
    ///   - radius: The corners' radius, in points.
    ///   - antialiased: Ignored: AnimaticUI's drawings are vectors.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<
        Self, _ClipShapeModifier<RoundedRectangle>
    > {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view's drawing to its frame, as SwiftUI's `clipped(antialiased:)`: the same as
    /// `clipShape(Rectangle())`.
    ///
    /// - Parameter antialiased: Ignored: AnimaticUI's drawings are vectors.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipShapeModifier<Rectangle>> {
        clipShape(Rectangle())
    }
}
