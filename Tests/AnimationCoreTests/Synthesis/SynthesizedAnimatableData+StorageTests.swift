import AnimaticTestSupport
import Foundation
import Testing

@testable import AnimaticPlaygrounds
@testable import AnimationCore

/// The hand-written nest of pairs of ``SynthesisTripleWithoutMacro``.
private typealias TriplePairs = AnimatablePair<AnimatablePair<Double, Double>, Double>

/// The hand-written nest of pairs of ``SynthesisQuadWithoutMacro``.
private typealias QuadPairs = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

/// The components of a triple's pairs, in order.
private func flatten(_ data: TriplePairs) -> [Double] {
    [data.first.first, data.first.second, data.second]
}

/// The components of a quad's pairs, in order.
private func flatten(_ data: QuadPairs) -> [Double] {
    [data.first.first, data.first.second, data.second.first, data.second.second]
}

/// A seeded number in `-100...100` with a fractional part.
private func draw(_ random: inout SplitMix64) -> Double {
    random.double(in: -100...100)
}

/// A synthesized triple and its hand-written twin with the same seeded values.
private func triples(_ random: inout SplitMix64) -> (SynthesisTriple, SynthesisTripleWithoutMacro) {
    let (a, b, c) = (draw(&random), draw(&random), draw(&random))
    let label = Int(random.next() % 100)
    return (
        SynthesisTriple(a: a, b: b, label: label, c: c), SynthesisTripleWithoutMacro(a: a, b: b, label: label, c: c)
    )
}

/// A synthesized quad and its hand-written twin with the same seeded values.
private func quads(_ random: inout SplitMix64) -> (SynthesisQuad, SynthesisQuadWithoutMacro) {
    let (a, b, c, d) = (draw(&random), draw(&random), draw(&random), draw(&random))
    return (SynthesisQuad(a: a, b: b, c: c, d: d), SynthesisQuadWithoutMacro(a: a, b: b, c: c, d: d))
}

/// The animations the frame-by-frame comparison runs: timing curves and a spring, which also
/// reads the data's magnitude to decide when it settles.
private let animations: [Animation] = [
    .linear(duration: 0.3), .easeInOut(duration: 0.5), .spring(duration: 0.4, bounce: 0.3),
]

/// The inline representation of synthesized data (up to three scalar components in the value, no
/// reference) and the heap one past it, checked against the hand-written `AnimatablePair`
/// nests that SwiftUI code writes for the same properties.
@Suite("SynthesizedAnimatableData storage")
struct SynthesizedAnimatableDataStorageTests {
    @Test("a value and an optional of it are four words: small enough for generic code to copy inline")
    func size() {
        let why = """
            three inline lanes and a tail word that is the count or the heap reference; a larger value makes \
            every copy in the generic animation code a call through the type's metadata (see the type's discussion)
            """
        #expect(MemoryLayout<SynthesizedAnimatableData>.size == 32, "\(why)")
        #expect(MemoryLayout<SynthesizedAnimatableData?>.size == 32, "\(why)")
        #expect(SynthesizedAnimatableData._inlineCapacity == 3)
    }

    @Test("up to three components stay inline through every operation; four or more use the heap", arguments: 0...6)
    func boundary(count: Int) {
        let values = (0..<count).map { Double($0 + 1) * 1.5 }
        let data = SynthesizedAnimatableData(values)
        let inline = count <= 3
        let storage = inline ? "inline" : "on the heap"
        #expect((data._overflow == nil) == inline, "\(count) components belong \(storage)")
        #expect(data.components == values)

        let sum = data + data
        #expect(sum.components == values.map { $0 * 2 })
        #expect((sum._overflow == nil) == inline, "the sum of \(count) components belongs \(storage)")
        let scaled = data.scaled(by: -0.5)
        #expect(scaled.components == values.map { $0 * -0.5 })
        #expect((scaled._overflow == nil) == inline, "\(count) scaled components belong \(storage)")
        let difference = data - data
        #expect(difference == .zero)
        #expect(difference.components == [Double](repeating: 0, count: count))
        #expect((difference._overflow == nil) == inline)
        // The squares of multiples of 1.5 and their sums are exact in binary, so order does not matter.
        #expect(data.magnitudeSquared == values.reduce(0) { $0 + $1 * $1 })
        #expect((data + .zero) == data && (.zero + data) == data)
    }

    @Test("equality counts missing components as zero across the inline and heap storage")
    func equalityAcrossStorage() {
        let inline = SynthesizedAnimatableData([1, 2, 3])
        let heap = SynthesizedAnimatableData([1, 2, 3, 0])
        #expect(inline._overflow == nil && heap._overflow != nil)
        #expect(inline == heap && heap == inline)
        #expect(SynthesizedAnimatableData([1, 2, 3, 0, 0]) == inline)
        #expect(inline != SynthesizedAnimatableData([1, 2, 3, 4]))
        #expect(SynthesizedAnimatableData([1, 2, 4]) != heap)
        #expect(SynthesizedAnimatableData([1, 2]) == SynthesizedAnimatableData([1, 2, 0]))
        #expect(SynthesizedAnimatableData([1, 2]) != SynthesizedAnimatableData([1, 2, 3]))
        #expect(SynthesizedAnimatableData([0, 0, 0, 0]) == .zero)
        #expect(SynthesizedAnimatableData([-0.0, 0, 0]) == .zero)

        let four = SynthesizedAnimatableData([1, 2, 3, 4])
        #expect(four - four == .zero)
        #expect(four + .zero == four)
        let mixed = SynthesizedAnimatableData([1, 2]) + SynthesizedAnimatableData([0, 0, 0, 5])
        #expect(mixed.components == [1, 2, 0, 5])
        #expect(mixed._overflow != nil)
        #expect((mixed - SynthesizedAnimatableData([0, 0, 0, 5])).components == [1, 2, 0, 0])
        #expect(SynthesizedAnimatableData([1]).scaled(by: .nan).components.count == 1)
        #expect(
            (SynthesizedAnimatableData([1]).scaled(by: .infinity) + SynthesizedAnimatableData([0, 0, 7])).components
                == [.infinity, 0, 7])
    }

    @Test(
        "three inline components: every operation equals the hand-written AnimatablePair nest's", arguments: [1, 2, 3])
    func inlineMatchesPairs(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let (synthesized, handWritten) = triples(&random)
            let (other, otherHandWritten) = random.next() % 4 == 0 ? (synthesized, handWritten) : triples(&random)
            #expect(synthesized.animatableData._overflow == nil)
            Self.compare(
                synthesized.animatableData, other.animatableData, handWritten.animatableData,
                otherHandWritten.animatableData, flatten: flatten, random: &random)
            var written = other
            written.animatableData = synthesized.animatableData.interpolated(
                towards: other.animatableData, amount: 0.25)
            var writtenHandWritten = otherHandWritten
            writtenHandWritten.animatableData = handWritten.animatableData.interpolated(
                towards: otherHandWritten.animatableData, amount: 0.25)
            #expect(
                [written.a, written.b, written.c] == [writtenHandWritten.a, writtenHandWritten.b, writtenHandWritten.c])
            #expect(written.label == other.label, "the ignored label between the components is left alone")
        }
    }

    @Test(
        "four components on the heap: every operation equals the hand-written AnimatablePair nest's",
        arguments: [1, 2, 3])
    func heapMatchesPairs(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let (synthesized, handWritten) = quads(&random)
            let (other, otherHandWritten) = random.next() % 4 == 0 ? (synthesized, handWritten) : quads(&random)
            #expect(synthesized.animatableData._overflow != nil)
            Self.compare(
                synthesized.animatableData, other.animatableData, handWritten.animatableData,
                otherHandWritten.animatableData, flatten: flatten, random: &random)
            var written = other
            written.animatableData = synthesized.animatableData.interpolated(
                towards: other.animatableData, amount: 0.75)
            var writtenHandWritten = otherHandWritten
            writtenHandWritten.animatableData = handWritten.animatableData.interpolated(
                towards: otherHandWritten.animatableData, amount: 0.75)
            #expect(
                [written.a, written.b, written.c, written.d]
                    == [writtenHandWritten.a, writtenHandWritten.b, writtenHandWritten.c, writtenHandWritten.d])
        }
    }

    @Test("an Animator presents synthesized data frame by frame as it presents the hand-written pairs")
    func animatorMatchesPairs() {
        var random = SplitMix64(seed: 19)
        for animation in animations {
            let (from, fromHandWritten) = triples(&random)
            let (to, toHandWritten) = triples(&random)
            let (later, laterHandWritten) = triples(&random)
            var synthesized = Animator(value: from.animatableData, framesPerSecond: 60)
            var handWritten = Animator(value: fromHandWritten.animatableData, framesPerSecond: 60)
            synthesized.retarget(to: to.animatableData, animation: animation, atFrame: 0)
            handWritten.retarget(to: toHandWritten.animatableData, animation: animation, atFrame: 0)
            var frame = 0
            while synthesized.isAnimating || handWritten.isAnimating {
                #expect(synthesized.isAnimating == handWritten.isAnimating, "\(animation) at frame \(frame)")
                if frame == 8 {
                    // Interrupt: a second entry combines with, or merges into, the first.
                    synthesized.retarget(to: later.animatableData, animation: animation, atFrame: frame)
                    handWritten.retarget(to: laterHandWritten.animatableData, animation: animation, atFrame: frame)
                }
                let presented = synthesized.value(atFrame: frame).components
                let expected = flatten(handWritten.value(atFrame: frame))
                #expect(
                    zip(presented, expected).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) },
                    "\(animation) at frame \(frame): \(presented), hand-written \(expected)")
                frame += 1
                if frame > 10_000 { break }
            }
            #expect(synthesized.presentedValue == later.animatableData, "\(animation) ends exactly on the target")
            #expect(synthesized.events == handWritten.events, "\(animation) reports the same events")
        }
    }

    @Test("writing zero or shorter inline data into a type past the inline storage zeroes the missing components")
    func writingShortDataIntoHeapTypes() {
        var quad = SynthesisQuad(a: 1, b: 2, c: 3, d: 4)
        quad.animatableData = .zero
        #expect(quad == SynthesisQuad(a: 0, b: 0, c: 0, d: 0))
        quad.animatableData = SynthesizedAnimatableData([7, 8])
        #expect(quad == SynthesisQuad(a: 7, b: 8, c: 0, d: 0))
        var triple = SynthesisTriple(a: 1, b: 2, label: 3, c: 4)
        triple.animatableData = SynthesizedAnimatableData([7])
        #expect(triple == SynthesisTriple(a: 7, b: 0, label: 3, c: 0))

        var frames = SynthesisFrames(
            first: CGRect(x: 1, y: 2, width: 3, height: 4), second: CGRect(x: 5, y: 6, width: 7, height: 8), alpha: 9)
        frames.animatableData = .zero
        #expect(frames == SynthesisFrames(first: .zero, second: .zero, alpha: 0))
        frames.animatableData = SynthesizedAnimatableData([1, 2, 3])
        #expect(frames == SynthesisFrames(first: CGRect(x: 1, y: 2, width: 3, height: 0), second: .zero, alpha: 0))
    }

    @Test("a plan moves Double-only types that fit inline directly, at the properties' own byte offsets")
    func directPlans() throws {
        func plan<Value>(_ type: Value.Type) throws -> _SynthesisPlan {
            try _SynthesisPlanCache.result(for: type).get()
        }
        let triple = try plan(SynthesisTriple.self)
        #expect(triple.isDirect)
        #expect(
            triple.scalarFields.map { Optional($0.offset) }
                == [\SynthesisTriple.a, \.b, \.c].map { MemoryLayout<SynthesisTriple>.offset(of: $0) })
        #expect(triple.scalarFields.map(\.index) == [0, 1, 2])
        let wave = try plan(BatterRecipe.Wave.self)
        #expect(wave.isDirect, "CGFloat is a Double here")
        #expect(
            wave.scalarFields.map { Optional($0.offset) }
                == [\BatterRecipe.Wave.level, \.amplitude].map { MemoryLayout<BatterRecipe.Wave>.offset(of: $0) })
        #expect(try plan(GraphExplainer.Counter.self).isDirect)
        #expect(
            [wave.directLayout.count, wave.directLayout.offset0, wave.directLayout.offset1]
                == [2]
                + [\BatterRecipe.Wave.level, \.amplitude].map { MemoryLayout<BatterRecipe.Wave>.offset(of: $0)! })
        let tripleLayout = triple.directLayout
        #expect(
            [tripleLayout.count, tripleLayout.offset0, tripleLayout.offset1, tripleLayout.offset2]
                == [3] + [\SynthesisTriple.a, \.b, \.c].map { MemoryLayout<SynthesisTriple>.offset(of: $0)! })
        for type in [SynthesisTriple.self, BatterRecipe.Wave.self, GraphExplainer.Counter.self] as [Any.Type] {
            #expect(
                _SynthesisPlanCache.directLayout(forKey: Int(bitPattern: ObjectIdentifier(type))).count > 0,
                "the published table answers the direct layout of \(type)")
        }

        #expect(try !plan(SynthesisQuad.self).isDirect, "four components do not fit inline")
        #expect(try !plan(ArcNote.Arc.self).isDirect, "an Angle's data is its radians × 128, through its own data")
        #expect(try !plan(SynthesisLayer.self).isDirect, "a nested type and a Float take the general path")
        #expect(try !plan(SynthesisTrack.self).isDirect, "an opaque component takes the general path")
        #expect(
            _SynthesisPlanCache.directLayout(forKey: Int(bitPattern: ObjectIdentifier(SynthesisQuad.self))).count == 0,
            "a type past the inline storage is answered with the general layout")
    }

    @Test("the direct layout reads and writes what the plan's field-by-field path does, for every direct type")
    func directLayoutMatchesFields() throws {
        try Self.checkDirect(BatterRecipe.Wave.self) { random in
            BatterRecipe.Wave(level: draw(&random), amplitude: draw(&random), phase: draw(&random), crests: 3)
        }
        try Self.checkDirect(GraphExplainer.Counter.self) { random in GraphExplainer.Counter(value: draw(&random)) }
        try Self.checkDirect(GraphExplainer.Wiggle.self) { random in GraphExplainer.Wiggle(progress: draw(&random)) }
        try Self.checkDirect(SynthesisTick.self) { random in
            SynthesisTick(id: Int(random.next() % 100), value: draw(&random))
        }
        try Self.checkDirect(SynthesisTriple.self) { random in triples(&random).0 }
    }

    /// Checks, over seeded values, that the inlined accessors (which take the direct layout) agree
    /// with the plan's field-by-field read and write, for data of every length the type accepts.
    private static func checkDirect<Value: AutoAnimatable & Equatable>(
        _ type: Value.Type, make: (inout SplitMix64) -> Value
    ) throws where Value.AnimatableData == SynthesizedAnimatableData {
        let plan = try _SynthesisPlanCache.result(for: type).get()
        try #require(plan.isDirect, "\(Value.self) should take the direct layout")
        var random = SplitMix64(seed: UInt64(plan.scalarCount) &* 7 &+ 11)
        for _ in 0..<50 {
            var value = make(&random)
            let fields = withUnsafePointer(to: &value) { plan.readFields(from: UnsafeRawPointer($0)) }
            #expect(
                value.animatableData == fields, "\(Value.self): direct read \(value.animatableData), fields \(fields)")
            #expect(value.animatableData.components == fields.components)
            for length in 0...plan.scalarCount {
                let data = SynthesizedAnimatableData((0..<length).map { _ in draw(&random) })
                var direct = make(&random)
                var byFields = direct
                direct.animatableData = data
                withUnsafeMutablePointer(to: &byFields) { plan.writeFields(data, to: UnsafeMutableRawPointer($0)) }
                #expect(direct == byFields, "\(Value.self): writing \(data) directly and field by field must agree")
                #expect(
                    direct.animatableData.components
                        == data.components + Array(repeating: 0, count: plan.scalarCount - length),
                    "\(Value.self): the data written must read back, zero past its length")
            }
        }
    }

    /// Checks every vector operation on two synthesized values against the same operation on
    /// their hand-written twins.
    private static func compare<Pairs: VectorArithmetic>(
        _ a: SynthesizedAnimatableData,
        _ b: SynthesizedAnimatableData,
        _ p: Pairs,
        _ q: Pairs,
        flatten: (Pairs) -> [Double],
        random: inout SplitMix64
    ) {
        let factor = random.double(in: -3...3)
        let amount = random.double(in: -0.5...1.5)
        #expect(a.components == flatten(p))
        #expect((a + b).components == flatten(p + q))
        #expect((a - b).components == flatten(p - q))
        #expect(a.scaled(by: factor).components == flatten(p.scaled(by: factor)))
        #expect(
            a.interpolated(towards: b, amount: amount).components == flatten(p.interpolated(towards: q, amount: amount))
        )
        var sum = a
        sum += b
        var pairSum = p
        pairSum += q
        #expect(sum.components == flatten(pairSum))
        #expect(abs(a.magnitudeSquared - p.magnitudeSquared) <= 1e-12 * p.magnitudeSquared)
        #expect((a == b) == (p == q), "\(a) == \(b) must agree with the pairs")
        #expect(a == SynthesizedAnimatableData(flatten(p)))
    }
}
