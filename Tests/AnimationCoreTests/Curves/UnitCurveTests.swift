import AnimationCore
import Foundation
import Testing

@Suite("UnitCurve")
struct UnitCurveTests {
    struct Check: CustomTestStringConvertible, Sendable {
        let curve: UnitCurve
        let progress: Double
        let expected: Double
        var testDescription: String { "\(curve) at \(progress) → \(expected)" }
    }

    /// easeInOut is the cubic Bézier from (0, 0) to (1, 1) with control points (0.42, 0) and
    /// (0.58, 1): at progress *p* its value is y(*s*) = 3s²(1 − s) + s³ where x(*s*) =
    /// 3 · 0.42 s(1 − s)² + 3 · 0.58 s²(1 − s) + s³ = *p*. Solving for *s* by bisection in double
    /// precision and rounding to six decimals: 0.129162 at 0.25 and, by the curve's symmetry,
    /// 1 − 0.129162 = 0.870838 at 0.75.
    @Test(
        "reproduces easeInOut's values from its control points to 1e-5",
        arguments: [
            Check(curve: .easeInOut, progress: 0.25, expected: 0.129162),
            Check(curve: .easeInOut, progress: 0.5, expected: 0.5),
            Check(curve: .easeInOut, progress: 0.75, expected: 0.870838),
        ])
    func checkValues(_ check: Check) {
        #expect(abs(check.curve.value(at: check.progress) - check.expected) < 1e-5)
    }

    @Test("the slope of easeInOut at 0.5 is 1.7241")
    func easeInOutSlope() {
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.7241) < 1e-4)
        // Exactly 1.5 / 0.87 from the control points.
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 1e-6)
    }

    @Test(
        "solves the Bézier for x to 1e-7",
        arguments: [
            UnitCurve.easeIn, .easeOut, .easeInOut,
            .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.9), endControlPoint: UnitPoint(x: 0.2, y: 1.5)),
        ])
    func solverAccuracy(_ curve: UnitCurve) {
        // The inverse is the swapped Bézier; composing both is the identity to solver accuracy.
        for step in 0...100 {
            let x = Double(step) / 100
            let y = curve.value(at: x)
            if curve
                != UnitCurve.bezier(
                    startControlPoint: UnitPoint(x: 0.1, y: 0.9),
                    endControlPoint: UnitPoint(x: 0.2, y: 1.5))
            {
                #expect(abs(curve.inverse.value(at: y) - x) < 1e-7)
            }
            #expect(y.isFinite)
        }
    }

    @Test(
        "every curve maps 0 to exactly 0 and 1 to exactly 1",
        arguments: [
            UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
            .circularEaseInOut.inverse,
            .bezier(
                startControlPoint: UnitPoint(x: 0.3, y: -0.5),
                endControlPoint: UnitPoint(x: 0.7, y: 1.5)),
        ])
    func endpoints(_ curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test("linear is the identity with slope 1")
    func linear() {
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-9)
            #expect(abs(UnitCurve.linear.velocity(at: x) - 1) < 1e-5)
        }
    }

    @Test("the circular curves follow their formulas")
    func circular() {
        for x in stride(from: 0.0, through: 1, by: 0.0625) {
            #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - (1 - x * x).squareRoot())) < 1e-12)
            #expect(abs(UnitCurve.circularEaseOut.value(at: x) - (1 - (1 - x) * (1 - x)).squareRoot()) < 1e-12)
            #expect(abs(UnitCurve.circularEaseIn.inverse.value(at: UnitCurve.circularEaseIn.value(at: x)) - x) < 1e-9)
            let inOut = UnitCurve.circularEaseInOut
            #expect(abs(inOut.inverse.value(at: inOut.value(at: x)) - x) < 1e-9)
        }
        #expect(UnitCurve.circularEaseInOut.value(at: 0.5) == 0.5)
        #expect(UnitCurve.circularEaseInOut.value(at: 0.25) == (1 - (1 - 0.25).squareRoot()) / 2)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
    }

    @Test(
        "velocity matches the numerical slope",
        arguments: [
            UnitCurve.easeIn, .easeOut, .easeInOut,
            .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        ])
    func velocityMatchesSlope(_ curve: UnitCurve) {
        for x in stride(from: 0.05, through: 0.95, by: 0.05)
        where !(curve == .circularEaseInOut && abs(x - 0.5) < 1e-9) {  // vertical there
            let h = 1e-6
            let slope = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.velocity(at: x) - slope) < 1e-4 * max(1, abs(slope)))
        }
    }

    @Test("at a degenerate end point the velocity is SwiftUI's: 1 at the start, 0 at the end")
    func degenerateEndVelocity() {
        // easeIn's end control point is (1, 1) and easeOut's start one (0, 0): both derivatives vanish.
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        let both = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(both.velocity(at: 0) == 1 && both.velocity(at: 1) == 1, "the identity curve answers 1 everywhere")
        // The other ends are regular: the slope of the control leg, y / x, so 0 for easeIn's start
        // (0 / 0.42) and 0 for easeOut's end ((1 − 1) / (1 − 0.58)).
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        // Just inside, the one-sided limit 1 / 0.58 shows through.
        #expect(abs(UnitCurve.easeIn.velocity(at: 1 - 1e-9) - 1 / 0.58) < 1e-3)
    }

    @Test("the inverse of a Bézier swaps its control points")
    func bezierInverse() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.1, y: 0.3),
            endControlPoint: UnitPoint(x: 0.6, y: 0.9))
        #expect(
            curve.inverse
                == .bezier(
                    startControlPoint: UnitPoint(x: 0.3, y: 0.1),
                    endControlPoint: UnitPoint(x: 0.9, y: 0.6)))
        #expect(UnitCurve.easeIn.inverse.inverse == .easeIn)
        #expect(UnitCurve.linear.inverse == .linear)
    }

    @Test("control point x coordinates are clamped to 0...1")
    func clampedControlPoints() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))
        #expect(curve == .bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(curve.value(at: 0.3).isFinite)
    }

    @Test("descriptions name the curve")
    func descriptions() {
        #expect(UnitCurve.easeInOut.description == "easeInOut")
        #expect(UnitCurve.circularEaseIn.description == "circularEaseIn")
        #expect(
            UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 0.1, y: 0.2),
                endControlPoint: UnitPoint(x: 0.3, y: 1)
            ).description
                == "bezier(startControlPoint: (0.1, 0.2), endControlPoint: (0.3, 1))")
    }
}
