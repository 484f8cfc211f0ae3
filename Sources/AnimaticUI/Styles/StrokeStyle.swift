/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    /// How the ends of open subpaths look.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How corners look.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    public var description: String {
        lineCap == .butt ? "StrokeStyle(lineWidth: \(lineWidth))" : "StrokeStyle(lineWidth: \(lineWidth), lineCap: .\(lineCap))"
    }
}
