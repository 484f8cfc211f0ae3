import Animatic
import Foundation
import Testing

@testable import AnimaticPlaygrounds

/// The synthesis plan of every `AutoAnimatable` type in the playgrounds: it reads each animated
/// property (by byte offset, or an `Angle` through its data scaled by 128), writes it back, and
/// leaves the ignored ones alone.
///
/// Each check draws seeded values, reads their data, interpolates it, writes it into a value whose
/// ignored properties differ, and compares every property with the value computed by hand from
/// `a + (b - a) * t`.
@Suite("AutoAnimatable types of the playgrounds")
struct AutoAnimatableSeedTypesTests {
    /// The fractions interpolated at, extrapolation included.
    static let amounts: [Double] = [0, 0.25, 0.5, 0.9, 1, -0.5, 1.75]

    /// A seeded number in `-range...range` with a fractional part.
    static func draw(_ random: inout SeededGenerator, _ range: Double = 400) -> Double {
        Double(random.next() >> 11) / Double(1 << 53) * 2 * range - range
    }

    /// `a + (b - a) * t`, the interpolation of one component, as the data computes it.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a + (b - a) * t
    }

    /// The angle whose animatable data (its radians, scaled by 128) is `data`.
    static func angle(_ data: Double) -> Angle {
        .radians(data / 128)
    }

    /// Checks a type's data over seeded pairs of values.
    ///
    /// - Parameters:
    ///   - make: A value from the generator; ignored properties should get random values too.
    ///   - animated: The animated properties of a value, in declaration order, as `Double`s.
    ///   - expected: The value with the animated properties of `from` interpolated towards `to`,
    ///     computed by hand, and the ignored properties of `keep`.
    static func check<Value: AutoAnimatable & Equatable>(
        _ type: Value.Type,
        seed: UInt64,
        make: (inout SeededGenerator) -> Value,
        animated: (Value) -> [Double],
        expected: (_ from: Value, _ to: Value, _ amount: Double, _ keep: Value) -> Value
    ) where Value.AnimatableData == SynthesizedAnimatableData {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<20 {
            let from = make(&random)
            let to = make(&random)
            let keep = make(&random)
            #expect(
                from.animatableData.components == animated(from),
                "\(Value.self)'s data must be its animated properties in order")
            for amount in amounts {
                var presented = keep
                presented.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: amount)
                let want = expected(from, to, amount, keep)
                #expect(
                    presented == want,
                    "\(Value.self) at \(amount) of \(from) → \(to): got \(presented), want \(want)")
            }
            var copy = keep
            copy.animatableData = from.animatableData
            #expect(
                animated(copy) == animated(from),
                "\(Value.self): setting a value's data and reading it back must give it unchanged")
            #expect(copy.animatableData == from.animatableData)
            copy.animatableData = .zero
            #expect(
                animated(copy).allSatisfy { $0 == 0 },
                "\(Value.self): setting .zero must zero every animated property, got \(animated(copy))")
            #expect(
                copy == expected(copy, copy, 0, keep),
                "\(Value.self): setting .zero must keep the ignored properties")
        }
    }

    @Test("BatterRecipe.Wave: level and amplitude, phase and crests ignored")
    func wave() {
        typealias Wave = BatterRecipe.Wave
        Self.check(
            Wave.self, seed: 1,
            make: { random in
                Wave(
                    level: Self.draw(&random), amplitude: Self.draw(&random), phase: Self.draw(&random),
                    crests: Int.random(in: 1...6, using: &random))
            },
            animated: { [Double($0.level), Double($0.amplitude)] },
            expected: { from, to, t, keep in
                Wave(
                    level: CGFloat(Self.lerp(from.level, to.level, t)),
                    amplitude: CGFloat(Self.lerp(from.amplitude, to.amplitude, t)), phase: keep.phase,
                    crests: keep.crests)
            })
    }

    @Test("AnimatableReference.RingSegment: two angles, isOpaque ignored")
    func ringSegment() {
        typealias RingSegment = AnimatableReference.RingSegment
        Self.check(
            RingSegment.self, seed: 2,
            make: { random in
                RingSegment(
                    startAngle: .radians(Self.draw(&random, 7)), endAngle: .radians(Self.draw(&random, 7)),
                    isOpaque: random.next() & 1 == 1)
            },
            animated: { [$0.startAngle.animatableData, $0.endAngle.animatableData] },
            expected: { from, to, t, keep in
                RingSegment(
                    startAngle: Self.angle(Self.lerp(from.startAngle.animatableData, to.startAngle.animatableData, t)),
                    endAngle: Self.angle(Self.lerp(from.endAngle.animatableData, to.endAngle.animatableData, t)),
                    isOpaque: keep.isOpaque)
            })
    }

    @Test("ArcNote.Arc: two angles, clockwise ignored")
    func arc() {
        typealias Arc = ArcNote.Arc
        Self.check(
            Arc.self, seed: 3,
            make: { random in
                Arc(
                    startAngle: .radians(Self.draw(&random, 7)), endAngle: .radians(Self.draw(&random, 7)),
                    clockwise: random.next() & 1 == 1)
            },
            animated: { [$0.startAngle.animatableData, $0.endAngle.animatableData] },
            expected: { from, to, t, keep in
                Arc(
                    startAngle: Self.angle(Self.lerp(from.startAngle.animatableData, to.startAngle.animatableData, t)),
                    endAngle: Self.angle(Self.lerp(from.endAngle.animatableData, to.endAngle.animatableData, t)),
                    clockwise: keep.clockwise)
            })
    }

    @Test("ShapesChapter.SteppedWave: level, step ignored")
    func steppedWave() {
        typealias SteppedWave = ShapesChapter.SteppedWave
        Self.check(
            SteppedWave.self, seed: 4,
            make: { random in SteppedWave(level: Self.draw(&random, 1), step: Self.draw(&random, 20)) },
            animated: { [$0.level] },
            expected: { from, to, t, keep in
                SteppedWave(level: Self.lerp(from.level, to.level, t), step: keep.step)
            })
    }

    @Test("GraphExplainer.Counter: value")
    func counter() {
        typealias Counter = GraphExplainer.Counter
        Self.check(
            Counter.self, seed: 5,
            make: { random in Counter(value: Self.draw(&random, 1_000)) },
            animated: { [$0.value] },
            expected: { from, to, t, _ in Counter(value: Self.lerp(from.value, to.value, t)) })
    }

    @Test("GraphExplainer.FollowPath: progress, the constant path skipped")
    func followPath() {
        typealias FollowPath = GraphExplainer.FollowPath
        // Paths that differ, so a write that touched `path` would show.
        func path(_ random: inout SeededGenerator) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: Self.draw(&random), y: Self.draw(&random)))
            path.addLine(to: CGPoint(x: Self.draw(&random), y: Self.draw(&random)))
            return path
        }
        Self.check(
            FollowPath.self, seed: 6,
            make: { random in FollowPath(progress: Self.draw(&random, 1), path: path(&random)) },
            animated: { [$0.progress] },
            expected: { from, to, t, keep in
                FollowPath(progress: Self.lerp(from.progress, to.progress, t), path: keep.path)
            })
    }

    @Test("Synthesis includes exactly the animated properties of each playground type")
    func properties() throws {
        func included<Value>(_ type: Value.Type) throws -> [String] {
            try AnimatableSynthesis.properties(of: type).included.map(\.name)
        }
        #expect(try included(BatterRecipe.Wave.self) == ["level", "amplitude"])
        #expect(try included(AnimatableReference.RingSegment.self) == ["startAngle", "endAngle"])
        #expect(try included(ArcNote.Arc.self) == ["startAngle", "endAngle"])
        #expect(try included(ShapesChapter.SteppedWave.self) == ["level"])
        #expect(try included(GraphExplainer.Counter.self) == ["value"])
        #expect(try included(GraphExplainer.FollowPath.self) == ["progress"])
    }
}
