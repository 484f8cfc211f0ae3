import AnimationCore

/// Whether two vectors are within `tolerance` of each other (Euclidean distance).
func isApproximatelyEqual<V: VectorArithmetic>(_ lhs: V, _ rhs: V, tolerance: Double) -> Bool {
    (lhs - rhs).magnitudeSquared <= tolerance * tolerance
}

/// Samples an animation by running an animator at 60 frames per second until it stops.
///
/// - Returns: The presented values, one per frame, starting at `startTime`.
func runToCompletion(
    _ animator: inout Animator<Double>, from startTime: Double = 0, frameRate: Double = 60, maxFrames: Int = 100_000
) -> [Double] {
    var values: [Double] = []
    var frame = 0
    while animator.isAnimating && frame < maxFrames {
        values.append(animator.value(at: startTime + Double(frame) / frameRate))
        frame += 1
    }
    return values
}
