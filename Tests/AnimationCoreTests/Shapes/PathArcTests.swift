import AnimationCore
import Foundation
import Testing

/// The arc convention: angles grow from the positive x-axis towards the positive y-axis (down
/// on a SwiftUI screen); `clockwise: false` sweeps through growing angles, `clockwise: true`
/// through shrinking ones, as CoreGraphics does.
@Suite("Path.addArc")
struct PathArcTests {
    /// An arc around the origin with radius 10.
    func arc(from start: Double, to end: Double, clockwise: Bool) -> Path {
        var path = Path()
        path.addArc(
            center: .zero, radius: 10, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        return path
    }

    /// The point at `degrees` on the circle of radius 10 around the origin.
    func onCircle(_ degrees: Double) -> CGPoint {
        CGPoint(x: 10 * cos(degrees * .pi / 180), y: 10 * sin(degrees * .pi / 180))
    }

    @Test("a quarter with clockwise: false sweeps through growing angles, clockwise on screen")
    func quarterGrowing() {
        let path = arc(from: 0, to: 90, clockwise: false)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10), "ends at six o'clock, below the center")
        #expect(isClose(path.point(at: 0.5), onCircle(45), tolerance: 1e-5))
        #expect(elementCounts(path).curves == 3, "curves of at most 30°")
        #expect(abs(path.length - 5 * .pi) / (5 * .pi) < 1e-6)
    }

    @Test("a quarter with clockwise: true sweeps the other 270°, counter-clockwise on screen")
    func quarterShrinking() {
        let path = arc(from: 0, to: 90, clockwise: true)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        #expect(isClose(path.point(at: 1.0 / 3), onCircle(-90), tolerance: 1e-5), "passes twelve o'clock")
        #expect(isClose(path.point(at: 0.5), onCircle(-135), tolerance: 1e-5))
        #expect(isClose(path.point(at: 2.0 / 3), onCircle(-180), tolerance: 1e-5), "then nine o'clock")
        #expect(elementCounts(path).curves == 9)
        #expect(abs(path.length - 15 * .pi) < 1e-5)
    }

    @Test(
        "a half circle passes six o'clock one way and twelve o'clock the other",
        arguments: [(false, 90.0), (true, -90.0)])
    func halfCircle(clockwise: Bool, middle: Double) {
        let path = arc(from: 0, to: 180, clockwise: clockwise)
        #expect(path.currentPoint == CGPoint(x: -10, y: 0))
        #expect(isClose(path.point(at: 0.5), onCircle(middle), tolerance: 1e-5))
        #expect(isClose(path.point(at: 0.25), onCircle(middle / 2), tolerance: 1e-5))
        #expect(abs(path.length - 10 * .pi) < 1e-5)
    }

    @Test("a full circle in either direction returns to its start", arguments: [(false, 90.0), (true, -90.0)])
    func fullCircle(clockwise: Bool, quarter: Double) {
        let path = arc(from: 0, to: 360, clockwise: clockwise)
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        #expect(isClose(path.point(at: 0.25), onCircle(quarter), tolerance: 1e-5))
        #expect(elementCounts(path).curves == 12)
        #expect(abs(path.length - 20 * .pi) / (20 * .pi) < 1e-6)
    }

    @Test("a sweep beyond a full turn draws one full circle")
    func beyondFullTurn() {
        #expect(arc(from: 0, to: 720, clockwise: false) == arc(from: 0, to: 360, clockwise: false))
        #expect(arc(from: 90, to: -630, clockwise: true) == arc(from: 90, to: -270, clockwise: true))
    }

    @Test("the wrong way round wraps into less than a full turn")
    func wrapping() {
        // 30° → -160° through growing angles: -160° is 200°, so it sweeps 170°.
        let path = arc(from: 30, to: -160, clockwise: false)
        #expect(abs(path.length - 10 * 170 * .pi / 180) < 1e-5)
        #expect(isClose(path.point(at: 0.5), onCircle(30 + 85), tolerance: 1e-5))
        // Seed 001's Arc with clockwise: true and start < end sweeps the complement.
        let seedArc = arc(from: 40, to: 300, clockwise: true)
        #expect(abs(seedArc.length - 10 * 100 * .pi / 180) < 1e-5)
        #expect(isClose(seedArc.point(at: 0.5), onCircle(-10), tolerance: 1e-5))
    }

    @Test("equal angles draw no curve, only the start point")
    func zeroSweep() {
        let path = arc(from: 45, to: 45, clockwise: false)
        #expect(path.elements.count == 1)
        #expect(isClose(path.currentPoint, onCircle(45)))
    }

    @Test("every curve of a circle stays within 4e-7 of the radius")
    func accuracy() {
        for radius in [1.0, 10, 1000] {
            var path = Path()
            path.addArc(
                center: CGPoint(x: 3, y: -4), radius: radius, startAngle: .degrees(17), endAngle: .degrees(377),
                clockwise: false)
            for sample in curveSamples(path) {
                let distance = Double(hypot(sample.x - 3, sample.y + 4))
                #expect(abs(distance - radius) <= 4e-7 * radius)
            }
        }
    }

    @Test("an arc after a point starts with a line to its first point")
    func joiningLine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
        var continuing = Path()
        continuing.move(to: CGPoint(x: 10, y: 0))
        continuing.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(elementCounts(continuing).lines == 0, "no line when the arc starts at the current point")
    }

    @Test("addRelativeArc sweeps its signed delta")
    func relativeArc() {
        var growing = Path()
        growing.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(growing == arc(from: 0, to: 90, clockwise: false))
        var shrinking = Path()
        shrinking.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-270))
        #expect(shrinking.currentPoint == CGPoint(x: 0, y: 10))
        #expect(isClose(shrinking.point(at: 0.5), onCircle(-135), tolerance: 1e-5))
        var clamped = Path()
        clamped.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(1000))
        #expect(clamped == arc(from: 0, to: 360, clockwise: false))
    }

    @Test("an ellipse starts at three o'clock and runs clockwise on screen")
    func ellipse() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.elements.first == .move(to: CGPoint(x: 40, y: 10)))
        #expect(path.elements.last == .closeSubpath)
        #expect(elementCounts(path).curves == 12)
        #expect(isClose(path.trimmedPath(from: 0, to: 0.25).currentPoint, CGPoint(x: 20, y: 20), tolerance: 1e-6))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
