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
        // The ripple: the timeline's schedule fires every frame until Reduce Motion (2.5 s), never after.
        let fired = trace.ticks.filter { tick in
            tick.events.contains { if case .scheduleFired = $0 { true } else { false } }
        }
        #expect(fired.last?.time ?? 0 < 2.51)
        // The slosh: each of the four level changes, the Pour Outs after Reduce Motion too, runs the phases.
        #expect(
            trace.events(of: "PhaseAnimator").filter { $0.event.description.contains("entered phase 1 ") }.count == 4)
        // The level: the back wave still springs after Reduce Motion, from 75 % down to the 55 % the
        // first Pour Out asks for, then to the second's 35 %.
        #expect(trace.ticksEvaluating("ZStack[0]/Wave").contains { trace.tick($0)!.time > 3.2 })
        let levels = trace.samples(of: "ZStack[0]/Wave").filter { $0.time > 4 }.map { sample in
            (sample.time, sample.value.components.first { $0.name == "level" }?.value ?? .nan)
        }
        #expect(levels.contains { $0.0 < 5 && $0.1 > 0.56 && $0.1 < 0.74 }, "\(levels)")
        #expect(levels.last { $0.0 <= 5 }.map { abs($0.1 - 0.55) <= 1e-3 } == true, "\(levels)")
        #expect(levels.contains { $0.0 > 5 && $0.1 > 0.36 && $0.1 < 0.54 }, "\(levels)")
        #expect(levels.last.map { abs($0.1 - 0.35) <= 1e-9 } == true, "\(levels)")
        // The model level as the buttons leave it: 0.55 − 0.2 is 0.35000000000000003 in binary.
        let model = trace.samples(of: "MixingBowlScreen.level").compactMap { $0.value.as(Double.self) }
        #expect(model == [0.35, 0.55, 0.75, 0.55, 0.55 - 0.2])
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

/// A scene's graph is freed once nothing holds it, views and all: a rule that held its own graph
/// would keep every run's nodes and trace alive for as long as the process.
@Suite("Scene lifetimes")
struct SceneLifetimeTests {
    @Test("a scene's graph is freed once its run is no longer held", arguments: SceneCatalog.all.map(\.name))
    func freed(scene name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        weak var weakGraph: AnimationGraph?
        weak var weakCore: DependencyGraph?
        do {
            let graph = scene.run(until: min(scene.duration, 1))
            weakGraph = graph
            weakCore = graph.dependencyGraph
        }
        #expect(weakGraph == nil, "\(name)'s graph outlives every reference to it")
        #expect(weakCore == nil, "\(name)'s dependency graph outlives its AnimationGraph: a rule holds it")
    }
}

@Suite("A view scene's screen")
struct SceneScreenTests {
    @Test("runView pauses at the moments asked for, on the same frames as a plain run, with the screen of each")
    func pausesOnTheScreen() throws {
        let scene = try #require(SceneCatalog.scene(named: "counter"))
        var moments: [(time: Double, frame: Int, items: Int)] = []
        let host = try #require(
            scene.runView(pausingAt: [0, 0.5, 1]) { host, time in
                moments.append((time, host.graph.frame, host.displayList.items.count))
            })
        #expect(moments.map(\.time) == [0, 0.5, 1])
        #expect(moments.map(\.frame) == [0, 30, 60])
        #expect(moments.allSatisfy { $0.items > 0 }, "every moment draws something: \(moments)")
        #expect(host.trace.timeline() == scene.run().trace.timeline())
    }

    @Test("runView answers nil for a scene built from nodes")
    func nodeSceneHasNoScreen() throws {
        let scene = try #require(SceneCatalog.all.first { !$0.isMadeFromView })
        let host = scene.runView()
        #expect(host == nil)
    }
}
