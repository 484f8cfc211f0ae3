import Animatic
import Foundation

extension Path {
    /// A short account of a polygon drawn by ``polygon(in:sides:)``: its full sides, and the
    /// length of the edge growing out of the first corner, `5 full sides, new edge 23.5`. A
    /// regular polygon's new edge is 0: its last vertex sits on top of the first.
    var polygonSummary: String {
        let points = elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let point), .line(let point): point
            default: nil
            }
        }
        guard let first = points.first, let last = points.last else { return "empty" }
        let edge = hypot(last.x - first.x, last.y - first.y)
        return "\(points.count - 1) full sides, new edge \(Self.short(edge))"
    }
}
