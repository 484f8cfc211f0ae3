import Animatic
import Foundation

extension Path {
    /// A number with at most one decimal, for node names and labels.
    static func short(_ value: CGFloat) -> String { TraceValue.format(Double(value), digits: 1) }

    /// A point as `(x, y)` with at most one decimal.
    static func short(_ point: CGPoint) -> String { "(\(short(point.x)), \(short(point.y)))" }
}
