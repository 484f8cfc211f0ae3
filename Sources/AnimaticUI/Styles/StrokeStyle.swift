/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    /// How the ends of open subpaths look.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How corners look.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    /// The outline's width, in points.
    public var lineWidth: CGFloat
    /// How the ends of open subpaths look.
    public var lineCap: LineCap
    /// How corners look.
    public var lineJoin: LineJoin
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of the dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the outline starts.
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

    /// The value as code writes it, with the arguments that differ from the defaults.
    public var description: String {
        var arguments = ["lineWidth: \(lineWidth)"]
        if lineCap != .butt { arguments.append("lineCap: .\(lineCap)") }
        if lineJoin != .miter { arguments.append("lineJoin: .\(lineJoin)") }
        if miterLimit != 10 { arguments.append("miterLimit: \(miterLimit)") }
        if !dash.isEmpty { arguments.append("dash: [\(dash.map { "\($0)" }.joined(separator: ", "))]") }
        if dashPhase != 0 { arguments.append("dashPhase: \(dashPhase)") }
        return "StrokeStyle(\(arguments.joined(separator: ", ")))"
    }
}
