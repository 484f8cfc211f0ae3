import Animatic
import Foundation

extension Path {
    /// A short account of the path for a trace line: its element count and bounds,
    /// `9 elements, x 2.5…97.5, y 0…90.5`.
    var summary: String {
        let bounds = boundingRect
        return "\(elements.count) elements, x \(Self.short(bounds.minX))…\(Self.short(bounds.maxX)), "
            + "y \(Self.short(bounds.minY))…\(Self.short(bounds.maxY))"
    }

    /// A short account of a filled wave (a move to the bottom left corner, the surface as lines,
    /// a line to the bottom right corner, a close): how many points the surface has, and its
    /// y at the left edge (which moves as the wave's phase does), and its highest and lowest y,
    /// `51 points, left y 62.5, surface y 58.5…66.5`.
    var waveSummary: String {
        let surface = elements.dropFirst().dropLast(2).compactMap { element -> CGFloat? in
            if case .line(let point) = element { return point.y }
            return nil
        }
        guard let left = surface.first, let top = surface.min(), let bottom = surface.max() else { return "empty" }
        return "\(surface.count) points, left y \(Self.short(left)), surface y \(Self.short(top))…\(Self.short(bottom))"
    }

    /// A number with at most one decimal, for summaries.
    static func short(_ value: CGFloat) -> String { TraceValue.format(Double(value), digits: 1) }

    /// A point as `(x, y)` with at most one decimal.
    static func short(_ point: CGPoint) -> String { "(\(short(point.x)), \(short(point.y)))" }
}
