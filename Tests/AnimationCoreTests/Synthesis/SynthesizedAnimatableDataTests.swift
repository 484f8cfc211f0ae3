import AnimaticTestSupport
import AnimationCore
import Foundation
import Testing

/// Random synthesized data of random lengths (0 to 11, so both inline and heap storage).
private func randomData(_ generator: inout SplitMix64) -> SynthesizedAnimatableData {
    let count = Int(generator.next() % 12)
    return SynthesizedAnimatableData((0..<count).map { _ in Double(Int64(generator.next() % 2001) - 1000) / 8 })
}

@Suite("SynthesizedAnimatableData")
struct SynthesizedAnimatableDataTests {
    @Test("zero has no components and combines with data of any length")
    func zero() {
        let data = SynthesizedAnimatableData([1, -2, 3])
        #expect(SynthesizedAnimatableData.zero.components.isEmpty)
        #expect(SynthesizedAnimatableData.zero + data == data)
        #expect(data + .zero == data)
        #expect(data - data == .zero)
        #expect(.zero - data == SynthesizedAnimatableData([-1, 2, -3]))
        #expect(data.scaled(by: 0) == .zero)
        #expect(SynthesizedAnimatableData([0, 0, 0]) == .zero)
        #expect(SynthesizedAnimatableData([1, 2]) == SynthesizedAnimatableData([1, 2, 0]))
        #expect(SynthesizedAnimatableData([1, 2]) != SynthesizedAnimatableData([1, 2, 3]))
        #expect(data.magnitudeSquared == 14)
        #expect(data.description == "[1.0, -2.0, 3.0]")
    }

    @Test("scaling by a non-finite factor leaves missing components zero")
    func nonFiniteScale() {
        let scaled = SynthesizedAnimatableData([1, 2]).scaled(by: .infinity)
        #expect(scaled.components == [.infinity, .infinity])
        #expect((scaled + SynthesizedAnimatableData([0, 0, 5])).components == [.infinity, .infinity, 5])
    }

    @Test("obeys the vector-space laws for values of any lengths")
    func vectorSpaceLaws() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let u = randomData(&generator)
            let v = randomData(&generator)
            let w = randomData(&generator)
            let a = Double(Int(generator.next() % 17) - 8) / 4
            let b = Double(Int(generator.next() % 17) - 8) / 4
            #expect((u + v) + w == u + (v + w))
            #expect(u + v == v + u)
            #expect(u + .zero == u)
            #expect(u - u == .zero)
            #expect(u.scaled(by: 1) == u)
            #expect((u + v).scaled(by: a) == u.scaled(by: a) + v.scaled(by: a))
            #expect(u.scaled(by: a + b) == u.scaled(by: a) + u.scaled(by: b))
            #expect(u.scaled(by: a).scaled(by: b) == u.scaled(by: a * b))
            #expect(u.magnitudeSquared == u.components.reduce(0) { $0 + $1 * $1 })
            var sum = u
            sum += v
            #expect(sum == u + v)
            sum -= v
            #expect(sum == u)
        }
    }
}
