import AnimaticTestSupport
import AnimationCore
import Foundation
import Testing

/// Every `VectorArithmetic` conformance, for the property tests.
enum VectorConformance: String, CaseIterable, CustomTestStringConvertible {
    case double, float, cgFloat, emptyAnimatableData, animatablePair, nestedAnimatablePair
    case animatableValues, angleData, unitPointData, cgPointData, cgSizeData, cgRectData

    var testDescription: String { rawValue }
}

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
    /// Checks the vector-space laws on 200 random triples of a conformance.
    func checkLaws<V: VectorArithmetic>(
        _ type: V.Type, seed: UInt64, tolerance: Double, make: (inout SplitMix64) -> V,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let a = make(&random)
            let b = make(&random)
            let c = make(&random)
            let k = random.double(in: -10...10)
            let l = random.double(in: -10...10)
            let scale =
                max(
                    1, a.magnitudeSquared.squareRoot(), b.magnitudeSquared.squareRoot(),
                    c.magnitudeSquared.squareRoot()) * 100
            let tol = tolerance * scale
            #expect(a + b == b + a, "commutativity", sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual((a + b) + c, a + (b + c), tolerance: tol), "associativity",
                sourceLocation: sourceLocation)
            #expect(a + .zero == a, "additive identity", sourceLocation: sourceLocation)
            #expect(a - a == .zero, "additive inverse", sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual((a - b) + b, a, tolerance: tol), "subtraction undoes addition",
                sourceLocation: sourceLocation)
            #expect(a.scaled(by: 1) == a, "scalar identity", sourceLocation: sourceLocation)
            #expect(a.scaled(by: 0) == .zero, "scaling by zero", sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual((a + b).scaled(by: k), a.scaled(by: k) + b.scaled(by: k), tolerance: tol),
                "distributivity over vectors", sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual(a.scaled(by: k + l), a.scaled(by: k) + a.scaled(by: l), tolerance: tol),
                "distributivity over scalars", sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual(a.scaled(by: k).scaled(by: l), a.scaled(by: k * l), tolerance: tol),
                "compatible scaling", sourceLocation: sourceLocation)
            #expect(a.magnitudeSquared >= 0, "non-negative magnitude", sourceLocation: sourceLocation)
            let relative = abs(a.scaled(by: k).magnitudeSquared - k * k * a.magnitudeSquared)
            #expect(
                relative <= tolerance * 1e2 * max(1, k * k * a.magnitudeSquared), "homogeneous magnitude",
                sourceLocation: sourceLocation)
            var mutated = a
            mutated.scale(by: k)
            #expect(mutated == a.scaled(by: k), "scale(by:) agrees with scaled(by:)", sourceLocation: sourceLocation)
            #expect(
                a.interpolated(towards: b, amount: 0) == a, "interpolation starts at self",
                sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual(a.interpolated(towards: b, amount: 1), b, tolerance: tol),
                "interpolation ends at other", sourceLocation: sourceLocation)
            #expect(
                isApproximatelyEqual(
                    a.interpolated(towards: b, amount: 0.5), (a + b).scaled(by: 0.5),
                    tolerance: tol),
                "interpolation halfway is the midpoint", sourceLocation: sourceLocation)
        }
    }

    @Test("obeys the vector-space laws on random values", arguments: VectorConformance.allCases)
    func vectorSpaceLaws(_ conformance: VectorConformance) {
        func d(_ r: inout SplitMix64) -> Double { r.double(in: -1000...1000) }
        func g(_ r: inout SplitMix64) -> CGFloat { CGFloat(r.double(in: -1000...1000)) }
        switch conformance {
        case .double:
            checkLaws(Double.self, seed: 1, tolerance: 1e-12) { d(&$0) }
        case .float:
            checkLaws(Float.self, seed: 2, tolerance: 1e-5) { Float(d(&$0)) }
        case .cgFloat:
            checkLaws(CGFloat.self, seed: 3, tolerance: 1e-12) { g(&$0) }
        case .emptyAnimatableData:
            checkLaws(EmptyAnimatableData.self, seed: 4, tolerance: 0) { _ in EmptyAnimatableData() }
        case .animatablePair:
            checkLaws(AnimatablePair<Double, Float>.self, seed: 5, tolerance: 1e-5) {
                AnimatablePair(d(&$0), Float(d(&$0)))
            }
        case .nestedAnimatablePair:
            checkLaws(AnimatablePair<Double, AnimatablePair<CGFloat, Double>>.self, seed: 6, tolerance: 1e-12) {
                AnimatablePair(d(&$0), AnimatablePair(g(&$0), d(&$0)))
            }
        case .animatableValues:
            checkLaws(AnimatableValues<Double, CGFloat, Double>.self, seed: 7, tolerance: 1e-12) {
                AnimatableValues(d(&$0), g(&$0), d(&$0))
            }
        case .angleData:
            checkLaws(Angle.AnimatableData.self, seed: 8, tolerance: 1e-12) { Angle.degrees(d(&$0)).animatableData }
        case .unitPointData:
            checkLaws(UnitPoint.AnimatableData.self, seed: 9, tolerance: 1e-12) {
                UnitPoint(x: g(&$0), y: g(&$0)).animatableData
            }
        case .cgPointData:
            checkLaws(CGPoint.AnimatableData.self, seed: 10, tolerance: 1e-12) {
                CGPoint(x: g(&$0), y: g(&$0)).animatableData
            }
        case .cgSizeData:
            checkLaws(CGSize.AnimatableData.self, seed: 11, tolerance: 1e-12) {
                CGSize(width: g(&$0), height: g(&$0)).animatableData
            }
        case .cgRectData:
            checkLaws(CGRect.AnimatableData.self, seed: 12, tolerance: 1e-12) {
                CGRect(x: g(&$0), y: g(&$0), width: g(&$0), height: g(&$0)).animatableData
            }
        }
    }

    @Test("magnitudeSquared is the dot product with itself")
    func magnitudeSquared() {
        #expect((-3.0).magnitudeSquared == 9)
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect(AnimatableValues(1.0, 2.0, 2.0).magnitudeSquared == 9)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
        #expect(Float(0.5).magnitudeSquared == 0.25)
    }

    @Test("interpolated(towards:amount:) computes self + (other - self) × amount")
    func interpolation() {
        #expect(0.0.interpolated(towards: 10, amount: 0.25) == 2.5)
        #expect(10.0.interpolated(towards: 20, amount: 1.5) == 25)
        #expect(
            AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(10, 0), amount: 0.5)
                == AnimatablePair(5, 5))
    }

    @Test("AnimatableValues exposes its components as a tuple")
    func animatableValuesTuple() {
        // Swift 6.3.1 crashes compiling `values.value.1 = 5` (assigning one element of a pack
        // tuple) and reading `values.value.0` inside #expect; reading into locals and assigning the
        // whole tuple work.
        var values = AnimatableValues(1.0, CGFloat(2), Float(3))
        let (first, second, third) = values.value
        #expect(first == 1)
        #expect(second == 2)
        #expect(third == 3)
        values.value = (first, 5, third)
        #expect(values == AnimatableValues(1.0, CGFloat(5), Float(3)))
        #expect(values != AnimatableValues(1.0, CGFloat(5), Float(4)))
        #expect(AnimatableValues<Double, Double>.zero == AnimatableValues(0.0, 0.0))
        #expect(values.description == "AnimatableValues(1.0, 5.0, 3.0)")
    }
}
