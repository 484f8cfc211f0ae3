import Animatic

extension LiveSession {
    /// One tap of a session: what was tapped, and the frame it applied in.
    package struct Tap: Equatable, Sendable {
        /// The label tapped.
        package let label: String
        /// The frame the tap applied in: the one after the frame shown when it was made.
        package let frame: Int
        /// The time of ``frame``, in seconds.
        package let frameTime: Double
        /// The shortest decimal time that a scripted tap can give for the same frame: a time in
        /// (previous frame, ``frame``], with at most 6 decimals, as `.tap(label, at:)` writes it.
        package let timeText: String

        /// A tap of `label` applied in `frame`.
        package init(label: String, frame: Int, framesPerSecond: Double) {
            self.label = label
            self.frame = frame
            frameTime = Double(frame) / framesPerSecond
            timeText = Self.shortestTime(frame: frame, framesPerSecond: framesPerSecond)
        }

        /// The time with the fewest decimals whose first frame at or after it is `frame`, by the
        /// rule `.tap(_:at:)` applies (the first frame whose time is at or after it, with a
        /// millionth of a frame allowed for rounding): the exact time rounded down, or to the
        /// nearest, to 0, 1, 2, … decimals, the first that gives `frame`.
        static func shortestTime(frame: Int, framesPerSecond: Double) -> String {
            let exact = Double(frame) / framesPerSecond
            var scale = 1.0
            for _ in 0...6 {
                for rule in [FloatingPointRoundingRule.down, .toNearestOrAwayFromZero] {
                    let time = (exact * scale).rounded(rule) / scale
                    if Int((time * framesPerSecond - 1e-6).rounded(.up)) == frame { return "\(time)" }
                }
                scale *= 10
            }
            return "\(exact)"
        }
    }
}
