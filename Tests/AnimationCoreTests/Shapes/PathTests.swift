import AnimationCore
import Foundation
import Testing

@Suite("Path")
struct PathTests {
    @Test("an empty path has no elements and no current point")
    func emptyPath() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
        #expect(path.elements.isEmpty)
        #expect(path.svgPathData == "")
        #expect(path.description == "")
        #expect(path.boundingRect == .zero)
        #expect(path.length == 0)
    }

    @Test("records every kind of element in order, with the current point after each")
    func recordsElements() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        #expect(path.currentPoint == CGPoint(x: 10, y: 2))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        path.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 5, y: 30), control2: CGPoint(x: 2, y: 25))
        #expect(path.currentPoint == CGPoint(x: 0, y: 20))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2), "closing returns to the subpath's first point")
        #expect(!path.isEmpty)
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 1, y: 2)),
                .line(to: CGPoint(x: 10, y: 2)),
                .quadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 10)),
                .curve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 5, y: 30), control2: CGPoint(x: 2, y: 25)),
                .closeSubpath,
            ])
        var visited: [Path.Element] = []
        func visit(_ element: Path.Element) { visited.append(element) }
        path.forEach(visit)
        #expect(visited == path.elements)
    }

    @Test("the builder initializer runs its closure on an empty path")
    func builderInitializer() {
        let built = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 3, y: 4))
        }
        var manual = Path()
        manual.move(to: .zero)
        manual.addLine(to: CGPoint(x: 3, y: 4))
        #expect(built == manual)
        #expect(built != Path())
    }

    @Test("a segment without a current point is ignored, as CoreGraphics ignores it")
    func segmentWithoutCurrentPoint() {
        var path = Path()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        path.closeSubpath()
        #expect(path.isEmpty)
    }

    @Test("a segment after closeSubpath starts a new subpath with an explicit move")
    func segmentAfterClose() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(path.svgPathData == "M 1 1 L 5 1 Z M 1 1 L 1 9")
    }

    @Test("addLines moves to the first point and lines to the others")
    func addLines() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(path.svgPathData == "M 0 0 L 1 0 L 1 1")
        var empty = Path()
        empty.addLines([])
        #expect(empty.isEmpty)
    }

    @Test("a rectangle is a move, three lines and a close, from the top-left corner")
    func rectangle() {
        let path = Path(CGRect(x: 1, y: 2, width: 10, height: 5))
        #expect(path.svgPathData == "M 1 2 L 11 2 L 11 7 L 1 7 Z")
        #expect(path.description == "1 2 m 11 2 l 11 7 l 1 7 l h")
        let flipped = Path(CGRect(x: 11, y: 7, width: -10, height: -5))
        #expect(flipped == path, "a rectangle is standardized first")
    }

    @Test(
        "svgPathData writes at most three decimals without trailing zeros",
        arguments: [
            (CGFloat(0), "0"), (2.5, "2.5"), (10.1, "10.1"), (1.23456, "1.235"), (-3.0004, "-3"),
            (-0.0001, "0"), (100, "100"), (1_234_567.8901, "1234567.89"), (-12.5, "-12.5"), (0.0005, "0.001"),
        ])
    func svgNumbers(value: CGFloat, expected: String) {
        let path = Path { $0.move(to: CGPoint(x: value, y: 1)) }
        #expect(path.svgPathData == "M \(expected) 1")
    }

    @Test("svgPathData and description write every kind of element")
    func svgEveryElement() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
            path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7.5, y: 12), control2: CGPoint(x: 2.25, y: 12))
            path.closeSubpath()
        }
        #expect(path.svgPathData == "M 0 0 L 10 0 Q 15 5 10 10 C 7.5 12 2.25 12 0 10 Z")
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q 7.5 12 2.25 12 0 10 c h")
    }

    @Test("offsetBy and applying move every point, control points included")
    func transforms() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
            path.closeSubpath()
        }
        #expect(path.offsetBy(dx: 1, dy: -2).svgPathData == "M 1 -2 Q 6 8 11 -2 Z")
        #expect(path.applying(AffineTransform(scaleByX: 2, byY: 3)).svgPathData == "M 0 0 Q 10 30 20 0 Z")
        #expect(path.applying(AffineTransform(translationByX: 5, byY: 5)) == path.offsetBy(dx: 5, dy: 5))
    }

    @Test("a path is a shape that draws itself in any rectangle")
    func pathIsAShape() {
        let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.path(in: CGRect(x: 50, y: 50, width: 10, height: 10)) == path)
        #expect(path.animatableData == EmptyAnimatableData())
    }
}
