/// A shape whose path is a part of another's: `trim(from:to:)`. Not API.
protocol _TrimReporting {
    /// The part of the outline drawn.
    var _trim: ClosedRange<CGFloat> { get }
}

extension _TrimmedShape: _TrimReporting {
    var _trim: ClosedRange<CGFloat> { min(startFraction, endFraction)...max(startFraction, endFraction) }
}
