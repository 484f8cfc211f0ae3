import Animatic
import Foundation
import Testing

/// A synthesized type with a nested point, an angle and an ignored property.
private struct Dial: AutoAnimatable, Equatable {
    var center: CGPoint
    var angle: Angle
    var level: Double
    @AnimatableIgnored var label: String
}

/// A hand-written pair, as seed 000's wave without the macro writes it.
private struct Tank: Animatable, Equatable {
    var level: Double
    var amplitude: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, amplitude) }
        set { (level, amplitude) = (newValue.first, newValue.second) }
    }
}

/// A hand-written number.
private struct Tally: Animatable, Equatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
}

/// A type that names its own numbers.
private struct Gauge: CustomTraceComponents {
    var percent: Int
    var traceComponents: [TraceComponent] { [TraceComponent(name: "percent", value: Double(percent))] }
}

@Suite("TraceValue.components")
struct TraceComponentTests {
    func names(_ value: Any) -> [String] { TraceValue(value).components.map(\.name) }
    func values(_ value: Any) -> [Double] { TraceValue(value).components.map(\.value) }

    @Test(
        "numbers and Bools are one component named value",
        arguments: [
            (2.5 as any Sendable, 2.5), (Float(1.5), 1.5), (CGFloat(3), 3), (7, 7), (UInt8(9), 9), (true, 1),
            (false, 0),
        ] as [(any Sendable, Double)])
    func numbers(value: any Sendable, expected: Double) {
        #expect(TraceValue(value).components == [TraceComponent(name: "value", value: expected)])
    }

    @Test("geometry types give their fields")
    func geometry() {
        #expect(names(CGPoint(x: 1, y: 2)) == ["x", "y"])
        #expect(values(CGPoint(x: 1, y: 2)) == [1, 2])
        #expect(names(CGSize(width: 3, height: 4)) == ["width", "height"])
        #expect(
            names(CGRect(x: 1, y: 2, width: 3, height: 4)) == ["origin.x", "origin.y", "size.width", "size.height"])
        #expect(values(CGRect(x: 1, y: 2, width: 3, height: 4)) == [1, 2, 3, 4])
        #expect(TraceValue(Angle(radians: .pi / 2)).components == [TraceComponent(name: "degrees", value: 90)])
        #expect(names(UnitPoint.bottomTrailing) == ["x", "y"])
        #expect(values(UnitPoint.bottomTrailing) == [1, 1])
        #expect(names(Circle().trim(from: 0.25, to: 0.5)) == ["startFraction", "endFraction"])
        #expect(values(Circle().trim(from: 0.25, to: 0.5)) == [0.25, 0.5])
    }

    @Test("AnimatablePair gives first and second, nested pairs nest, AnimatableValues go by position")
    func pairsAndValues() {
        #expect(names(AnimatablePair(1.0, 2.0)) == ["first", "second"])
        #expect(names(AnimatablePair(AnimatablePair(1.0, 2.0), 3.0)) == ["first.first", "first.second", "second"])
        #expect(
            names(AnimatablePair(CGPoint(x: 1, y: 2).animatableData, 3.0)) == ["first.first", "first.second", "second"])
        #expect(names(AnimatableValues(1.0, 2.0, 3.0)) == ["0", "1", "2"])
        #expect(values(AnimatableValues(1.0, AnimatablePair(2.0, 3.0))) == [1, 2, 3])
        #expect(names(AnimatableValues(1.0, AnimatablePair(2.0, 3.0))) == ["0", "1.first", "1.second"])
    }

    @Test("synthesized data is named after the included properties, ignored ones left out")
    func synthesized() {
        let dial = Dial(center: CGPoint(x: 10, y: 20), angle: .degrees(45), level: 0.5, label: "oven")
        #expect(names(dial) == ["center.x", "center.y", "angle.degrees", "level"])
        let expected: [Double] = [10, 20, 45, 0.5]
        #expect(zip(values(dial), expected).allSatisfy { abs($0 - $1) < 1e-12 })
        // Data on its own does not know the names: by position.
        #expect(names(dial.animatableData) == ["0", "1", "2", "3"])
    }

    @Test("hand-written animatable data gives its own components")
    func handWritten() {
        #expect(TraceValue(Tally(value: 50)).components == [TraceComponent(name: "value", value: 50)])
        #expect(names(Tank(level: 0.35, amplitude: 4)) == ["first", "second"])
        #expect(values(Tank(level: 0.35, amplitude: 4)) == [0.35, 4])
    }

    @Test("a custom type names its own; strings, paths and empty data have none")
    func customAndNone() {
        #expect(TraceValue(Gauge(percent: 35)).components == [TraceComponent(name: "percent", value: 35)])
        #expect(TraceValue("50").components.isEmpty)
        #expect(TraceValue(Path(CGRect(x: 0, y: 0, width: 1, height: 1))).components.isEmpty)
        #expect(TraceValue(EmptyAnimatableData()).components.isEmpty)
    }

    @Test("paths and shapes are drawings, with Path's own SVG path data")
    func drawings() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = Path(ellipseIn: rect)
        #expect(TraceValue(path).isDrawing)
        #expect(TraceValue(path).svgPathData(in: .zero) == path.svgPathData)
        #expect(TraceValue(Circle()).svgPathData(in: rect) == Circle().path(in: rect).svgPathData)
        #expect(!TraceValue(2.0).isDrawing)
        #expect(TraceValue("M 0 0").svgPathData(in: rect) == nil)
    }

    @Test("a path reads as its element count and bounds in a timeline")
    func pathSummary() {
        let path = Path(CGRect(x: 0, y: 2.34, width: 100, height: 50))
        #expect(TraceValue(path).formatted() == "Path(5 elements, x 0…100, y 2.3…52.3)")
        #expect(TraceValue(Path()).formatted() == "Path(empty)")
    }
}
