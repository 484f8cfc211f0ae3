import Animatic
import AnimaticPlaygrounds
import Testing

/// Seed 003's silent failure, made visible: the snap polygon is done in the tap's frame, the
/// morph polygon passes through fractional side counts.
@Suite("morph-vs-snap")
struct MorphVersusSnapTests {
    static let tapFrame = 6

    func sides(_ sample: TraceSample) -> Double? {
        let text = sample.value.description
        guard let start = text.range(of: "sides: ")?.upperBound, let end = text[start...].firstIndex(of: ")") else {
            return nil
        }
        return Double(text[start..<end])
    }

    @Test("the snap polygon reaches 8 sides in the tap's frame and never animates")
    func snap() throws {
        let trace = try #require(SceneCatalog.scene(named: "morph-vs-snap")).run().trace
        let samples = trace.samples(of: "SnapPolygon")
        #expect(samples.map(sides) == [3, 8])
        #expect(samples.last?.frame == Self.tapFrame)
        #expect(trace.timeDependencies(of: "SnapPolygon").isEmpty)
        let events = trace.events(of: "SnapPolygon").map(\.event.description)
        #expect(events.contains { $0.contains("has no animatable data") })
    }

    @Test("the morph polygon passes fractional side counts, from the frame after the tap to 8")
    func morph() throws {
        let trace = try #require(SceneCatalog.scene(named: "morph-vs-snap")).run().trace
        let samples = trace.samples(of: "MorphPolygon")
        let counts = samples.compactMap(sides)
        #expect(counts.first == 3)
        #expect(counts.last == 8)
        #expect(samples.dropFirst().first?.frame == Self.tapFrame + 1)
        let fractional = counts.filter { $0 != $0.rounded() }
        #expect(fractional.count > 50)
        #expect(fractional.contains { $0 > 6 && $0 < 7 })
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(trace.timeDependencies(of: "MorphPolygon").count == 1)
    }
}
