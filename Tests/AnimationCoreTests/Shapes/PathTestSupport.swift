import AnimationCore
import Foundation

/// Whether two points are within `tolerance` of each other.
func isClose(_ lhs: CGPoint?, _ rhs: CGPoint, tolerance: Double = 1e-9) -> Bool {
    guard let lhs else { return false }
    return Double(hypot(lhs.x - rhs.x, lhs.y - rhs.y)) <= tolerance
}

/// Whether two rectangles' coordinates are within `tolerance` of each other.
func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: Double = 1e-9) -> Bool {
    abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
        && abs(lhs.maxX - rhs.maxX) <= tolerance && abs(lhs.maxY - rhs.maxY) <= tolerance
}

/// A cubic Bézier curve measured independently of `Path`: as a fine polyline.
struct PolylineCubic {
    /// The sampled points, from t = 0 to t = 1.
    let points: [CGPoint]
    /// The cumulative length at each sampled point.
    let distances: [Double]

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, samples: Int = 200_000) {
        var points: [CGPoint] = []
        var distances: [Double] = []
        points.reserveCapacity(samples + 1)
        distances.reserveCapacity(samples + 1)
        for index in 0...samples {
            let t = Double(index) / Double(samples)
            let u = 1 - t
            let point = CGPoint(
                x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
            let travelled = points.last.map { distances.last! + Double(hypot(point.x - $0.x, point.y - $0.y)) } ?? 0
            points.append(point)
            distances.append(travelled)
        }
        self.points = points
        self.distances = distances
    }

    /// The polyline's length.
    var length: Double { distances.last! }

    /// The point at a fraction of the polyline's length, interpolated between samples.
    func point(atFraction fraction: Double) -> CGPoint {
        let target = fraction * length
        var low = 0
        var high = distances.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if distances[middle] < target { low = middle } else { high = middle }
        }
        let span = distances[high] - distances[low]
        let t = span > 0 ? (target - distances[low]) / span : 0
        let a = points[low]
        let b = points[high]
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}

/// The number of elements of each kind in a path: moves, lines, quadratic curves, cubic curves
/// and closings.
func elementCounts(_ path: Path) -> (moves: Int, lines: Int, quads: Int, curves: Int, closes: Int) {
    var counts = (moves: 0, lines: 0, quads: 0, curves: 0, closes: 0)
    for element in path.elements {
        switch element {
        case .move: counts.moves += 1
        case .line: counts.lines += 1
        case .quadCurve: counts.quads += 1
        case .curve: counts.curves += 1
        case .closeSubpath: counts.closes += 1
        }
    }
    return counts
}

/// Every on-curve sample of a path's cubic curves (21 per curve), for checks against a circle.
func curveSamples(_ path: Path) -> [CGPoint] {
    var samples: [CGPoint] = []
    var current = CGPoint.zero
    for element in path.elements {
        switch element {
        case .move(let point), .line(let point), .quadCurve(let point, _):
            current = point
        case .curve(let end, let c1, let c2):
            for index in 0...20 {
                let t = Double(index) / 20
                let u = 1 - t
                samples.append(
                    CGPoint(
                        x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                        y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
            }
            current = end
        case .closeSubpath:
            break
        }
    }
    return samples
}
