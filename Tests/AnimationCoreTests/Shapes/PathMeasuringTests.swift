import AnimationCore
import Foundation
import Testing

@Suite("Path measuring")
struct PathMeasuringTests {
    /// The curve of seed 002's `FollowPath` example.
    static let followPath = Path { path in
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 140, y: 100), control1: CGPoint(x: 0, y: 180), control2: CGPoint(x: 140, y: -80))
    }

    @Test("a line measures its Euclidean length")
    func lineLength() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 4, y: 5))
        }
        #expect(path.length == 5)
    }

    @Test("a rectangle measures its perimeter, the closing edge included")
    func rectangleLength() {
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length == 30)
    }

    @Test("a circle measures 2πr to 1e-6", arguments: [0.5, 1.0, 24, 1000])
    func circleLength(radius: Double) {
        let circle = Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
        let expected = 2 * Double.pi * radius
        #expect(abs(Double(circle.length) - expected) / expected < 1e-6)
    }

    @Test("a cubic measures what a fine polyline measures, to 1e-6")
    func cubicLength() {
        let polyline = PolylineCubic(
            .zero, CGPoint(x: 0, y: 180), CGPoint(x: 140, y: -80), CGPoint(x: 140, y: 100))
        let length = Double(Self.followPath.length)
        #expect(abs(length - polyline.length) / polyline.length < 1e-6)
    }

    @Test("a cubic with a cusp is measured without trouble")
    func cuspLength() {
        let p0 = CGPoint(x: 0, y: 0)
        let p1 = CGPoint(x: 10, y: 10)
        let p2 = CGPoint(x: 0, y: 10)
        let p3 = CGPoint(x: 10, y: 0)
        let path = Path { path in
            path.move(to: p0)
            path.addCurve(to: p3, control1: p1, control2: p2)
        }
        let polyline = PolylineCubic(p0, p1, p2, p3)
        #expect(abs(Double(path.length) - polyline.length) / polyline.length < 1e-6)
    }

    @Test("a quadratic curve measures what the equivalent cubic measures")
    func quadLength() {
        let quad = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        let polyline = PolylineCubic(
            .zero, CGPoint(x: 10.0 / 3, y: 20.0 / 3), CGPoint(x: 20.0 / 3, y: 20.0 / 3), CGPoint(x: 10, y: 0))
        #expect(abs(Double(quad.length) - polyline.length) / polyline.length < 1e-6)
    }

    @Test("boundingRect bounds the curve at its extremes, not its control points")
    func tightBounds() {
        let bump = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        #expect(isClose(bump.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5)))
        let arch = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        }
        #expect(isClose(arch.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
    }

    @Test("boundingRect of seed 002's curve matches dense sampling")
    func followPathBounds() {
        let polyline = PolylineCubic(
            .zero, CGPoint(x: 0, y: 180), CGPoint(x: 140, y: -80), CGPoint(x: 140, y: 100), samples: 100_000)
        let minY = polyline.points.map(\.y).min()!
        let maxY = polyline.points.map(\.y).max()!
        let bounds = Self.followPath.boundingRect
        #expect(bounds.minX == 0)
        #expect(bounds.maxX == 140)
        #expect(abs(bounds.minY - minY) < 1e-6)
        #expect(abs(bounds.maxY - maxY) < 1e-6)
        #expect(bounds.maxY < 180, "tighter than the control points")
        #expect(bounds.minY == 0, "the curve never rises above its start")
    }

    @Test("boundingRect counts move points and lines")
    func boundsOfLines() {
        let path = Path { path in
            path.move(to: CGPoint(x: -5, y: 3))
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 4, y: 9))
        }
        #expect(path.boundingRect == CGRect(x: -5, y: 1, width: 9, height: 8))
    }

    @Test("point(at:) walks the path by length")
    func pointAtFraction() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.point(at: 0) == CGPoint(x: 0, y: 0))
        #expect(path.point(at: 0.125) == CGPoint(x: 5, y: 0))
        #expect(path.point(at: 0.5) == CGPoint(x: 10, y: 10))
        #expect(path.point(at: 0.875) == CGPoint(x: 0, y: 5))
        #expect(path.point(at: 1) == CGPoint(x: 0, y: 0))
        #expect(path.point(at: 7) == CGPoint(x: 0, y: 0), "clamped")
        #expect(Path().point(at: 0.5) == nil)
    }
}
