import AnimationCore
import Foundation
import Testing

/// Non-finite input is ignored, as CoreGraphics ignores it, so a path never holds NaN and
/// measuring or trimming always terminates.
@Suite("Path bad input")
struct PathBadInputTests {
    static let base = Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
    }

    @Test(
        "addArc ignores a NaN, infinite or negative radius, a non-finite center or angle",
        arguments: [
            (CGPoint.zero, CGFloat.nan, 0.0, 90.0),
            (.zero, .infinity, 0, 90),
            (.zero, -1, 0, 90),
            (CGPoint(x: CGFloat.nan, y: 0), 5, 0, 90),
            (.zero, 5, .nan, 90),
            (.zero, 5, 0, .infinity),
            (.zero, 5, -.infinity, .infinity),
        ])
    func badArc(center: CGPoint, radius: CGFloat, start: Double, end: Double) {
        for clockwise in [false, true] {
            var path = Self.base
            path.addArc(
                center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end),
                clockwise: clockwise)
            #expect(path == Self.base)
            path.addRelativeArc(center: center, radius: radius, startAngle: .degrees(start), delta: .degrees(end))
            #expect(path == Self.base)
        }
    }

    @Test("a zero radius draws curves that stay on the center")
    func zeroRadius() {
        var path = Path()
        path.addArc(center: CGPoint(x: 2, y: 2), radius: 0, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(path.currentPoint == CGPoint(x: 2, y: 2))
        #expect(path.length == 0)
        #expect(path.trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test("points with NaN or infinite coordinates are ignored")
    func badPoints() {
        let nan = CGPoint(x: CGFloat.nan, y: 0)
        let infinite = CGPoint(x: 0, y: CGFloat.infinity)
        var path = Self.base
        path.move(to: nan)
        path.addLine(to: infinite)
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: nan)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: infinite)
        path.addLines([nan, infinite])
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        path.addEllipse(in: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
        path.addRoundedRect(
            in: CGRect(x: 0, y: 0, width: 5, height: 5), cornerSize: CGSize(width: CGFloat.nan, height: 1))
        #expect(path == Self.base)
        #expect(Path { $0.move(to: nan) }.isEmpty)
    }

    @Test("a transform that makes a point non-finite leaves that element out")
    func badTransform() {
        let transformed = Self.base.applying(AffineTransform(m11: .nan, m12: 0, m21: 0, m22: 1, tX: 0, tY: 0))
        #expect(transformed.isEmpty)
        #expect(Self.base.offsetBy(dx: .infinity, dy: 0).isEmpty)
    }

    @Test("NaN trim fractions give an empty path")
    func nanFractions() {
        #expect(Self.base.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(Self.base.trimmedPath(from: 0, to: .nan).isEmpty)
        #expect(Circle().trim(from: 0, to: .nan).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Self.base.point(at: .nan) == nil)
    }

    @Test("huge coordinates whose length overflows trim to nothing instead of hanging")
    func overflowingLength() {
        let huge = Path { path in
            path.move(to: CGPoint(x: -1e308, y: 0))
            path.addLine(to: CGPoint(x: 1e308, y: 0))
            path.addCurve(
                to: CGPoint(x: -1e308, y: 1e308), control1: CGPoint(x: 1e308, y: -1e308),
                control2: CGPoint(x: -1e308, y: 1e308))
        }
        #expect(huge.length == .infinity)
        #expect(huge.trimmedPath(from: 0, to: 0.5).isEmpty)
        #expect(huge.trimmedPath(from: 0, to: 1) == huge)
        #expect(huge.point(at: 0.5) == CGPoint(x: -1e308, y: 0))
    }

    @Test("a degenerate curve, all four points equal, has zero length and clean bounds")
    func degenerateCurve() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1, y: 1))
            path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 1, y: 1))
        }
        #expect(path.length == 0)
        #expect(path.boundingRect == CGRect(x: 1, y: 1, width: 0, height: 0))
        #expect(path.trimmedPath(from: 0.2, to: 0.4).isEmpty)
    }
}
