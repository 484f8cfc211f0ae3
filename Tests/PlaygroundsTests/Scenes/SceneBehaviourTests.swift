import Animatic
import AnimaticPlaygrounds
import Foundation
import Testing

/// What particular scenes must show, beyond their golden timelines.
@Suite("Scene behaviour")
struct SceneBehaviourTests {
    func timeline(_ name: String) throws -> String {
        try #require(SceneCatalog.scene(named: name)).run().trace.timeline()
    }

    /// Only the type's name, the column widths, and the brackets of the model's animatable data
    /// (the synthesized `[0.35, 4]`, the pair's `(0.35, 4)`) differ.
    @Test("wave and wave-without-macro give the same timeline, value for value")
    func waveTwins() throws {
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: "WaveWithoutMacro", with: "Wave")
                .replacingOccurrences(of: " +", with: " ", options: .regularExpression)
                .replacingOccurrences(of: #"\[([0-9.]+), ([0-9.]+)\]"#, with: "($1, $2)", options: .regularExpression)
        }
        #expect(normalized(try timeline("wave-without-macro")) == normalized(try timeline("wave")))
    }

    @Test("the batter gauge's ripple stops with Reduce Motion; the slosh and the level still animate")
    func reduceMotion() throws {
        let trace = try #require(SceneCatalog.scene(named: "batter-gauge")).run().trace
        let fired = trace.ticks.filter { tick in
            tick.events.contains { if case .scheduleFired = $0 { true } else { false } }
        }
        #expect(fired.last?.time ?? 0 < 2.51)
        #expect(
            trace.events(of: "PhaseAnimator").filter { $0.event.description.contains("entered phase 1 ") }.count == 3)
        #expect(trace.ticksEvaluating("Wave.back").contains { trace.tick($0)!.time > 3.2 })
        #expect(trace.samples(of: "Text").map(\.value.description) == [#""35%""#, #""55%""#, #""75%""#, #""55%""#])
    }

    @Test("the truncated morph presents only whole side counts")
    func truncated() throws {
        let trace = try #require(SceneCatalog.scene(named: "truncated-morph")).run().trace
        let values = trace.samples(of: "TruncatedMorphPolygon").map(\.value.description)
        #expect(values == (3...8).map { "TruncatedMorphPolygon(sides: \(Double($0)))" })
    }

    @Test("each scene's trace round-trips through its JSON form", arguments: SceneCatalog.all.map(\.name))
    func json(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let data = try TraceJSON(scene.run().trace, scene: name).encoded()
        #expect(try TraceJSON(decoding: data).encoded() == data)
    }
}
