import Animatic
import AnimaticExports
import AnimaticTesting
import AnimaticUI
import Foundation
import Testing

@testable import AnimaticPlaygrounds

/// Seed 000's batter gauge asserted with the testing helpers: its key moments frame by frame (with
/// exhaustivity off: every frame runs the ripple), its level as a diagram, and its screen.
@Suite("The batter gauge scene")
struct BatterGaugeSceneTests {
    @Test("Add Batter springs the waves and sloshes; Reduce Motion stops the ripple's time edge")
    func keyMoments() throws {
        let scene = try #require(SceneCatalog.scene(named: "batter-gauge"))
        let graph = AnimationGraph(tracing: .unbounded)
        let script = scene.build(graph)
        let tester = GraphTester(graph, exhaustivity: .off)
        tester.update {
            $0.startsDependingOnTime("TimelineView")
        }
        let firstAdd = try #require(script.step(labeled: "tap Add Batter"))
        let secondAdd = try #require(script.step(labeled: "tap Add Batter", occurrence: 2))
        let reduceMotion = try #require(script.step(labeled: "Reduce Motion on"))
        let pourOut = try #require(script.step(labeled: "tap Pour Out"))
        tester.advance(to: firstAdd.time - 1.0 / 60)
        tester.apply(at: firstAdd.time, firstAdd.action) {
            $0.evaluated("PhaseAnimator", 1.0 as CGFloat)
            $0.startsDependingOnTime("ZStack[0]/Wave")
            $0.startsDependingOnTime("ZStack[1]/Wave")
        }
        tester.advance(to: secondAdd.time - 1.0 / 60)
        tester.apply(at: secondAdd.time, secondAdd.action) {
            $0.evaluated("PhaseAnimator", 1.0 as CGFloat)
        }
        tester.advance(to: reduceMotion.time - 1.0 / 60)
        tester.apply(at: reduceMotion.time, reduceMotion.action) {
            $0.evaluated("BatterGauge.reduceMotion", true)
            $0.stopsDependingOnTime("TimelineView")
        }
        tester.advance(to: pourOut.time - 1.0 / 60)
        tester.apply(at: pourOut.time, pourOut.action) {
            $0.evaluated("PhaseAnimator", 1.0 as CGFloat)
        }
        tester.advance(to: scene.duration)
        let levels = graph.trace.samples(of: "MixingBowlScreen.level").compactMap { $0.value.as(Double.self) }
        #expect(levels == [0.35, 0.55, 0.75, 0.55].map { $0 })
    }

    @Test("the level, as a diagram: 35 %, then each tap; the graph goes idle after Reduce Motion")
    func levelDiagram() throws {
        let trace = try #require(SceneCatalog.scene(named: "batter-gauge")).run().trace
        // The `.animation(_:value:)` modifier's node holds the level it watches, from the first frame.
        let diagram = TimelineDiagram(trace, node: "animation(value:)")
        // `|` marks the tick where the whole graph stops depending on time: with the ripple paused
        // by Reduce Motion, the waves settle and nothing runs until the first Pour Out; the second
        // comes while the first's slosh still runs, and the graph goes idle once both have settled.
        #expect(diagram.description.filter { $0 != "-" } == "(0.35)(0.55)(0.75)|(0.55)(0.35)|")
    }

    @Test("the screen: the label shows the model level at once, the waves spring after it")
    func screen() throws {
        let scene = try #require(SceneCatalog.scene(named: "batter-gauge"))
        var labels: [String] = []
        var backLevels: [CGFloat] = []
        try scene.runView(pausingAt: [0, 0.5, 1.5, 4]) { host, _ in
            let texts = host.displayList.items.compactMap(\.text)
            labels.append(try #require(texts.first { $0.hasSuffix("%") }))
            let wave = try #require(host.trace.samples(of: "ZStack[0]/Wave").last?.value.as(BatterRecipe.Wave.self))
            backLevels.append(wave.level)
        }
        #expect(labels == ["35%", "55%", "75%", "55%"])
        // At each tap's frame the spring has only just started: the wave is still near the old level.
        #expect(backLevels[0] == 0.35)
        #expect(backLevels[1] < 0.36 && backLevels[2] < 0.56 && backLevels[3] > 0.74)
    }

    @Test("drawn at 1 s: the two waves are <path> elements whose data is the wave's path in the gauge's frame")
    func drawing() throws {
        let scene = try #require(SceneCatalog.scene(named: "batter-gauge"))
        var svg = ""
        var list = DisplayList(size: .zero, items: [])
        try scene.runView(pausingAt: [1]) { host, _ in
            svg = ScreenDrawing([ScreenDrawing.Moment(host)]).svg()
            list = host.displayList
            for name in ["ZStack[0]/Wave", "ZStack[1]/Wave"] {
                let item = try #require(list.items(named: name).first)
                let wave = try #require(host.trace.samples(of: name).last?.value.as(BatterRecipe.Wave.self))
                // The gauge's 240-point frame, centred in the screen's safe area (402 × 778 at
                // y = 62) in a VStack of 26 1/3 (the title's line, at 22 points) + 32 + 240 + 32 +
                // 20 1/3 (the buttons' line, at 17 points) = 350 2/3 points: its top at
                // 62 + (778 − 350 2/3) / 2 = 275 2/3, the gauge's at 275 2/3 + 26 1/3 + 32 = 334.
                #expect(abs(item.frame.minY - 334) < 1e-9)
                #expect(item.frame.minX == 81 && item.frame.size == CGSize(width: 240, height: 240))
                // A shape draws in its own space, as SwiftUI asks for its path: in a rectangle at the
                // origin with the frame's size, placed at the frame's corner.
                let local = CGRect(origin: .zero, size: item.frame.size)
                #expect(item.path == wave.path(in: local).offsetBy(dx: item.frame.minX, dy: item.frame.minY))
                #expect((item.path?.elements.count ?? 0) > 50)
                #expect(svg.contains("d=\"\(item.path?.svgPathData ?? "-")\""), "\(name)")
            }
        }
        #expect(!svg.isEmpty)
    }
}
