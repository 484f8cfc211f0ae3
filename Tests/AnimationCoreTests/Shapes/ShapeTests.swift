import AnimationCore
import Foundation
import Testing

@Suite("Shape")
struct ShapeTests {
    @Test("Circle is centered, with the smaller side as its diameter, starting at three o'clock")
    func circle() {
        let wide = Circle().path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(wide == Path(ellipseIn: CGRect(x: 50, y: 0, width: 100, height: 100)))
        #expect(wide.elements.first == .move(to: CGPoint(x: 150, y: 50)))
        #expect(isClose(wide.boundingRect, CGRect(x: 50, y: 0, width: 100, height: 100)))
        let tall = Circle().path(in: CGRect(x: 10, y: 10, width: 40, height: 100))
        #expect(isClose(tall.boundingRect, CGRect(x: 10, y: 40, width: 40, height: 40)))
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    @Test("Rectangle and Ellipse fill the rectangle")
    func rectangleAndEllipse() {
        let rect = CGRect(x: 5, y: 5, width: 30, height: 20)
        #expect(Rectangle().path(in: rect).svgPathData == "M 5 5 L 35 5 L 35 25 L 5 25 Z")
        #expect(Ellipse().path(in: rect) == Path(ellipseIn: rect))
        #expect(isClose(Ellipse().path(in: rect).boundingRect, rect))
    }

    @Test("RoundedRectangle has straight edges between quarter-circle corners")
    func roundedRectangle() {
        let path = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(elementCounts(path) == (moves: 1, lines: 4, quads: 0, curves: 12, closes: 1))
        #expect(path.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 90, y: 0)))
        #expect(path.elements[5] == .line(to: CGPoint(x: 100, y: 40)))
        #expect(path.elements[9] == .line(to: CGPoint(x: 10, y: 50)))
        #expect(path.elements[13] == .line(to: CGPoint(x: 0, y: 10)))
        #expect(path.elements.last == .closeSubpath)
        #expect(isClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
        let expected = 2 * (80 + 30) + 2 * Double.pi * 10
        #expect(abs(Double(path.length) - expected) / expected < 1e-6)
        #expect(
            path.svgPathData.hasPrefix("M 10 0 L 90 0 C 91.755 0 93.48 0.462 95 1.34 C "),
            "the first 30° of the top-right corner")
    }

    @Test("RoundedRectangle clamps its radius and draws a plain rectangle with none")
    func roundedRectangleRadii() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(RoundedRectangle(cornerRadius: 0).path(in: rect) == Rectangle().path(in: rect))
        #expect(RoundedRectangle(cornerRadius: -5).path(in: rect) == Rectangle().path(in: rect))
        #expect(RoundedRectangle(cornerRadius: 500).path(in: rect) == Capsule().path(in: rect))
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 100, height: 40)).path(in: rect)
        #expect(elliptical.elements[0] == .move(to: CGPoint(x: 50, y: 0)), "scaled to 50 by 20, keeping the ratio")
        #expect(elementCounts(elliptical) == (moves: 1, lines: 0, quads: 0, curves: 12, closes: 1))
        #expect(isClose(elliptical.boundingRect, rect))
    }

    @Test("RoundedRectangle animates its corner size")
    func roundedRectangleAnimates() {
        var shape = RoundedRectangle(cornerSize: CGSize(width: 4, height: 6))
        #expect(shape.animatableData == AnimatablePair(4, 6))
        shape.animatableData = AnimatablePair(8, 2)
        #expect(shape.cornerSize == CGSize(width: 8, height: 2))
        #expect(shape == RoundedRectangle(cornerSize: CGSize(width: 8, height: 2)))
    }

    @Test("Capsule has semicircular ends")
    func capsule() {
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        let expected = 2 * 60 + 2 * Double.pi * 20
        #expect(abs(Double(path.length) - expected) / expected < 1e-6)
        #expect(elementCounts(path) == (moves: 1, lines: 2, quads: 0, curves: 12, closes: 1))
        #expect(isClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 40)))
    }

    @Test("trim(from:to:) draws the trimmed path of the shape")
    func trimDrawsTrimmedPath() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let ring = Circle().trim(from: 0, to: 0.25)
        #expect(ring.path(in: rect) == Circle().path(in: rect).trimmedPath(from: 0, to: 0.25))
        #expect(isClose(ring.path(in: rect).currentPoint, CGPoint(x: 50, y: 100)))
        #expect(Circle().trim().path(in: rect) == Circle().path(in: rect))
        #expect(Circle().trim(from: 0.3, to: 0.1).path(in: rect).isEmpty)
    }

    @Test("the trimmed shape's animatableData is (shape data, (from, to)) and round-trips")
    func trimmedShapeData() {
        var ring = Circle().trim(from: 0.1, to: 0.6)
        #expect(ring.animatableData.first == EmptyAnimatableData())
        #expect(ring.animatableData.second == AnimatablePair(0.1, 0.6))
        ring.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(0.2, 0.9))
        #expect(ring == Circle().trim(from: 0.2, to: 0.9))
        let data = ring.animatableData
        ring.animatableData = data
        #expect(ring == Circle().trim(from: 0.2, to: 0.9))

        var rounded = RoundedRectangle(cornerRadius: 4).trim(from: 0, to: 0.5)
        #expect(rounded.animatableData.first == AnimatablePair(4, 4))
        rounded.animatableData.first = AnimatablePair(10, 10)
        #expect(rounded.shape.cornerSize == CGSize(width: 10, height: 10))
    }

    @Test("interpolating the trimmed shape's data moves both fractions and the shape together")
    func trimmedShapeInterpolation() {
        let start = RoundedRectangle(cornerRadius: 0).trim(from: 0, to: 0.2)
        let end = RoundedRectangle(cornerRadius: 20).trim(from: 0.5, to: 1)
        var middle = start
        middle.animatableData = start.animatableData.interpolated(towards: end.animatableData, amount: 0.5)
        #expect(middle.startFraction == 0.25)
        #expect(abs(middle.endFraction - 0.6) < 1e-12)
        #expect(middle.shape.cornerSize == CGSize(width: 10, height: 10))
        var spinner = Circle().trim(from: 0, to: 0.15)
        spinner.animatableData = spinner.animatableData.interpolated(
            towards: Circle().trim(from: 0.85, to: 1).animatableData, amount: 0.25)
        #expect(abs(spinner.startFraction - 0.2125) < 1e-12)
        #expect(abs(spinner.endFraction - 0.3625) < 1e-12)
    }
}
