import AnimationCore
import Foundation
import Testing

@Suite("Path.trimmedPath")
struct PathTrimmingTests {
    static let line = Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
    }

    /// A circle of radius 10 around (50, 50), starting at three o'clock.
    static let circle = Path(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20))

    @Test("a line trimmed at 0, 0.5 and 1")
    func trimLine() {
        #expect(Self.line.trimmedPath(from: 0, to: 0).isEmpty)
        #expect(Self.line.trimmedPath(from: 0, to: 0.5).svgPathData == "M 0 0 L 5 0")
        #expect(Self.line.trimmedPath(from: 0.5, to: 1).svgPathData == "M 5 0 L 10 0")
        #expect(Self.line.trimmedPath(from: 0, to: 1) == Self.line)
        #expect(Self.line.trimmedPath(from: 0.2, to: 0.5).svgPathData == "M 2 0 L 5 0")
    }

    @Test("a circle trimmed at 0, 0.25, 0.5 and 1")
    func trimCircle() {
        #expect(Self.circle.trimmedPath(from: 0, to: 0).currentPoint == nil)
        let quarter = Self.circle.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(to: CGPoint(x: 60, y: 50)))
        #expect(isClose(quarter.currentPoint, CGPoint(x: 50, y: 60), tolerance: 1e-9), "six o'clock")
        let half = Self.circle.trimmedPath(from: 0, to: 0.5)
        #expect(isClose(half.currentPoint, CGPoint(x: 40, y: 50), tolerance: 1e-9), "nine o'clock")
        #expect(abs(half.length - Self.circle.length / 2) < 1e-9)
        #expect(elementCounts(half).curves == 6)
        let back = Self.circle.trimmedPath(from: 0.5, to: 1)
        #expect(isClose(back.elements.first.flatMap(Self.endPoint), CGPoint(x: 40, y: 50), tolerance: 1e-9))
        #expect(isClose(back.currentPoint, CGPoint(x: 60, y: 50), tolerance: 1e-9))
        #expect(Self.circle.trimmedPath(from: 0, to: 1) == Self.circle)
    }

    @Test("a trimmed arc is still made of curves, cut exactly at its ends")
    func trimInsideACurve() {
        let piece = Self.circle.trimmedPath(from: 0.1, to: 0.2)
        let counts = elementCounts(piece)
        #expect(counts.moves == 1)
        #expect(counts.curves == 2, "36° to 72°: the end of one 30° curve and a part of the next")
        for (fraction, point) in [(0.1, piece.elements.first.flatMap(Self.endPoint)), (0.2, piece.currentPoint)] {
            let angle = 2 * Double.pi * fraction
            #expect(isClose(point, CGPoint(x: 50 + 10 * cos(angle), y: 50 + 10 * sin(angle)), tolerance: 1e-5))
        }
        #expect(abs(piece.length - Self.circle.length * 0.1) < 1e-9)
    }

    @Test(
        "seed 002's FollowPath curve, trimmed, ends where a fine polyline puts that fraction of its length",
        arguments: [0.05, 0.1, 0.25, 1.0 / 3, 0.5, 0.75, 0.9, 0.99])
    func followPath(progress: Double) {
        let path = Path { path in
            path.move(to: .zero)
            path.addCurve(
                to: CGPoint(x: 140, y: 100), control1: CGPoint(x: 0, y: 180), control2: CGPoint(x: 140, y: -80))
        }
        let polyline = PolylineCubic(.zero, CGPoint(x: 0, y: 180), CGPoint(x: 140, y: -80), CGPoint(x: 140, y: 100))
        let trimmed = path.trimmedPath(from: 0, to: progress)
        let expected = polyline.point(atFraction: progress)
        #expect(isClose(trimmed.currentPoint, expected, tolerance: 1e-4))
        #expect(isClose(path.point(at: progress), expected, tolerance: 1e-4))
        #expect(elementCounts(trimmed) == (moves: 1, lines: 0, quads: 0, curves: 1, closes: 0))
        #expect(abs(Double(trimmed.length) - progress * Double(path.length)) < 1e-9 * Double(path.length))
    }

    @Test("FollowPath at progress 0 and 1, as the seed's modifier reads it")
    func followPathEnds() {
        let path = Path { path in
            path.move(to: .zero)
            path.addCurve(
                to: CGPoint(x: 140, y: 100), control1: CGPoint(x: 0, y: 180), control2: CGPoint(x: 140, y: -80))
        }
        #expect(path.trimmedPath(from: 0, to: 0).currentPoint == nil, "the seed falls back to .zero")
        #expect(path.trimmedPath(from: 0, to: 1).currentPoint == CGPoint(x: 140, y: 100))
        // The curve is symmetric about (70, 50): halfway by length is its center, and the points at
        // f and 1 - f mirror each other.
        #expect(isClose(path.trimmedPath(from: 0, to: 0.5).currentPoint, CGPoint(x: 70, y: 50), tolerance: 1e-9))
        let early = path.trimmedPath(from: 0, to: 0.1).currentPoint!
        let late = path.trimmedPath(from: 0, to: 0.9).currentPoint!
        #expect(isClose(CGPoint(x: early.x + late.x, y: early.y + late.y), CGPoint(x: 140, y: 100), tolerance: 1e-9))
    }

    @Test("a trimmed quadratic curve stays one quadratic curve")
    func trimQuad() {
        let quad = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        let half = quad.trimmedPath(from: 0, to: 0.5)
        #expect(elementCounts(half) == (moves: 1, lines: 0, quads: 1, curves: 0, closes: 0))
        #expect(isClose(half.currentPoint, CGPoint(x: 5, y: 5), tolerance: 1e-9), "the apex, by symmetry")
        let middle = quad.trimmedPath(from: 0.25, to: 0.75)
        #expect(abs(middle.length - quad.length / 2) < 1e-9)
    }

    @Test("fractions outside 0...1 are clamped, and from >= to draws nothing")
    func clamping() {
        #expect(Self.line.trimmedPath(from: -1, to: 2) == Self.line)
        #expect(Self.line.trimmedPath(from: -0.5, to: 0.5) == Self.line.trimmedPath(from: 0, to: 0.5))
        #expect(Self.line.trimmedPath(from: 0.5, to: 7) == Self.line.trimmedPath(from: 0.5, to: 1))
        #expect(Self.line.trimmedPath(from: 0.8, to: 0.2).isEmpty, "no wrap-around")
        #expect(Self.line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(Self.line.trimmedPath(from: 1.5, to: 3).isEmpty)
        #expect(Self.line.trimmedPath(from: -3, to: -1).isEmpty)
    }

    @Test("the closing edge is measured and trimmed like any line")
    func closingEdge() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0.8, to: 1).svgPathData == "M 0 8 L 0 0")
        #expect(square.trimmedPath(from: 0, to: 0.9).svgPathData == "M 0 0 L 10 0 L 10 10 L 0 10 L 0 4")
        #expect(square.trimmedPath(from: 0.1, to: 1).svgPathData == "M 4 0 L 10 0 L 10 10 L 0 10 L 0 0")
    }

    @Test("a subpath wholly inside the range keeps its close; another subpath starts with a move")
    func subpaths() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(path.trimmedPath(from: 0, to: 0.5).svgPathData == "M 0 0 L 10 0 L 10 10 L 0 10 Z")
        #expect(path.trimmedPath(from: 0.5, to: 1).svgPathData == "M 20 0 L 30 0 L 30 10 L 20 10 Z")
        #expect(
            path.trimmedPath(from: 0.375, to: 0.625).svgPathData == "M 0 10 L 0 0 M 20 0 L 30 0",
            "a move between the subpaths")
        let circles = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        }
        let first = circles.trimmedPath(from: 0, to: 0.5)
        #expect(first.elements.last == .closeSubpath)
        #expect(elementCounts(first) == (moves: 1, lines: 0, quads: 0, curves: 12, closes: 1))
    }

    @Test("a path of zero length trims to nothing")
    func zeroLength() {
        let dot = Path { path in
            path.move(to: CGPoint(x: 3, y: 3))
            path.addLine(to: CGPoint(x: 3, y: 3))
        }
        #expect(dot.length == 0)
        #expect(dot.trimmedPath(from: 0, to: 0.5).isEmpty)
        #expect(dot.trimmedPath(from: 0, to: 1) == dot, "the full range is the path itself")
        #expect(dot.point(at: 0.5) == CGPoint(x: 3, y: 3))
    }

    @Test("a cusp is trimmed by length, symmetric about its middle")
    func cusp() {
        let path = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 0, y: 10))
        }
        #expect(isClose(path.point(at: 0.5), CGPoint(x: 5, y: 7.5), tolerance: 1e-9))
        let left = path.trimmedPath(from: 0, to: 0.3).currentPoint!
        let right = path.trimmedPath(from: 0, to: 0.7).currentPoint!
        #expect(abs(left.x + right.x - 10) < 1e-9)
        #expect(abs(left.y - right.y) < 1e-9)
    }

    /// The end point of an element.
    static func endPoint(_ element: Path.Element) -> CGPoint? {
        switch element {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return nil
        }
    }
}
