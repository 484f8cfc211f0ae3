import Animatic
import AnimaticExports
import AnimaticPlaygrounds
import AnimaticTesting
import Foundation
import Testing

/// Seed 000's batter gauge asserted with the testing helpers: its key moments frame by frame (with
/// exhaustivity off: every frame runs the ripple) and its label as a diagram.
@Suite("The batter gauge scene")
struct BatterGaugeSceneTests {
    @Test("Add Batter springs the waves and sloshes; Reduce Motion stops the ripple's time edge")
    func keyMoments() throws {
        let scene = try #require(SceneCatalog.scene(named: "batter-gauge"))
        let graph = AnimationGraph(tracing: .unbounded)
        let script = scene.build(graph)
        let tester = GraphTester(graph, exhaustivity: .off)
        tester.update {
            $0.evaluated("Text", "35%")
            $0.startsDependingOnTime("TimelineView")
        }
        let firstAdd = try #require(script.step(labeled: "Add Batter"))
        let secondAdd = try #require(script.step(labeled: "Add Batter", occurrence: 2))
        let reduceMotion = try #require(script.step(labeled: "Reduce Motion on"))
        let pourOut = try #require(script.step(labeled: "Pour Out"))
        tester.advance(to: firstAdd.time - 1.0 / 60)
        tester.apply(at: firstAdd.time, firstAdd.action) {
            $0.evaluated("Text", "55%")
            $0.evaluated("PhaseAnimator", 1.0)
            $0.startsDependingOnTime("Wave.back")
            $0.startsDependingOnTime("Wave.front")
        }
        tester.advance(to: secondAdd.time - 1.0 / 60)
        tester.apply(at: secondAdd.time, secondAdd.action) {
            $0.evaluated("Text", "75%")
        }
        tester.advance(to: reduceMotion.time - 1.0 / 60)
        tester.apply(at: reduceMotion.time, reduceMotion.action) {
            $0.stopsDependingOnTime("TimelineView")
        }
        tester.advance(to: pourOut.time - 1.0 / 60)
        tester.apply(at: pourOut.time, pourOut.action) {
            $0.evaluated("Text", "55%")
        }
        tester.advance(to: scene.duration)
    }

    @Test("the label, as a diagram: 35 %, then each tap; the graph goes idle after Reduce Motion")
    func labelDiagram() throws {
        let trace = try #require(SceneCatalog.scene(named: "batter-gauge")).run().trace
        let diagram = TimelineDiagram(trace, node: "Text")
        // `|` marks the tick where the whole graph stops depending on time: with the ripple paused
        // by Reduce Motion, the waves settle and nothing runs until Pour Out, and again after it.
        #expect(diagram.description.filter { $0 != "-" } == "(35%)(55%)(75%)|(55%)|")
    }

    @Test("drawn at 1 s: the two waves are <path> elements whose data is Path's own SVG output")
    func drawing() throws {
        let trace = try #require(SceneCatalog.scene(named: "batter-gauge")).run().trace
        let svg = try TraceDrawing(trace, nodes: ["Wave.back.path", "Wave.front.path"]).svg(at: 1)
        let tick = try #require(trace.tickIndex(at: 1))
        let paths = svg.components(separatedBy: "<path ").dropFirst()
        #expect(paths.count == 2)
        for (name, element) in zip(["Wave.back.path", "Wave.front.path"], paths) {
            let wave = try #require(trace.value(of: name, atTick: tick)?.base as? Path)
            #expect(wave.elements.count > 50)
            #expect(element.contains("d=\"\(wave.svgPathData)\""), "\(name)")
        }
    }
}
