import AnimaticScenes
import AnimaticUI
import Foundation
import Testing

@testable import AnimaticPlaygrounds

// Seed 000's views are BatterRecipe's, in the playgrounds: `MixingBowlScreen` and `BatterGauge`
// as the recipe writes them, with the mechanical changes only.
private typealias Wave = BatterRecipe.Wave
private typealias WaveWithoutMacro = BatterRecipe.WaveWithoutMacro
private typealias MixingBowlScreen = BatterRecipe.MixingBowlScreen

@Suite("Seed 000's batter gauge, as written")
struct BatterGaugeTests {
    /// Runs the recipe's script to its first Pour Out, to 6.5 s, on the view and on the same motion
    /// built by hand on the engine's graph, node for node: `batter-gauge-by-hand`'s graph, the
    /// reference the view is checked against, driven by its own script's steps.
    private static func run() throws -> (host: ViewHost, hand: AnimationGraph) {
        let host = ViewHost(MixingBowlScreen())
        let hand = AnimationGraph()
        let script = Scene.batterGaugeByHand.build(hand)
        host.update()
        hand.update()
        let steps: [(onView: () -> Void, onHand: Script.Step)] = [
            ({ host.tap("Add Batter") }, try #require(script.step(labeled: "Add Batter"))),
            ({ host.tap("Add Batter") }, try #require(script.step(labeled: "Add Batter", occurrence: 2))),
            (
                { host.setEnvironment(\.accessibilityReduceMotion, true) },
                try #require(script.step(labeled: "Reduce Motion on"))
            ),
            ({ host.tap("Pour Out") }, try #require(script.step(labeled: "Pour Out"))),
        ]
        for (onView, onHand) in steps {
            host.advance(to: onHand.time)
            hand.advance(to: onHand.time)
            onView()
            onHand.action()
        }
        host.advance(to: 6.5)
        hand.advance(to: 6.5)
        return (host, hand)
    }

    @Test("the view builds the nodes its code names")
    func names() throws {
        let (host, _) = try Self.run()
        let names = Set(host.trace.ticks.flatMap(\.evaluated))
        for name in [
            "MixingBowlScreen.body", "BatterGauge", "BatterGauge.body",
            "BatterGauge.reduceMotion", "PhaseAnimator", "PhaseAnimator.content", "TimelineView",
            "TimelineView.content", "ZStack[0]/Wave", "ZStack[1]/Wave", "ZStack[0]/fill", "ZStack[1]/fill",
        ] {
            #expect(names.contains(name), "no node \(name) among \(names.sorted())")
        }
        // The state is an input: it is written, never evaluated.
        let levels = host.trace.samples(of: "MixingBowlScreen.level").map { $0.value.number ?? .nan }
        #expect(levels.count == 4)
        #expect(levels.last.map { abs($0 - 0.55) <= 1e-9 } == true)
    }

    @Test("every frame, both waves have the hand-built graph's values, within 1e-9")
    func differential() throws {
        let (host, hand) = try Self.run()
        var compared = 0
        for (view, reference) in [("ZStack[0]/Wave", "Wave.back"), ("ZStack[1]/Wave", "Wave.front")] {
            let viewSamples = host.trace.samples(of: view)
            let handSamples = hand.trace.samples(of: reference)
            for frame in 0...390 {
                let wave = try #require(
                    (viewSamples.last { $0.frame <= frame }?.value.base as? _ViewValue<Wave>)?.value)
                let expected = try #require(handSamples.last { $0.frame <= frame }?.value.base as? Wave)
                #expect(
                    abs(wave.level - expected.level) <= 1e-9 && abs(wave.amplitude - expected.amplitude) <= 1e-9
                        && abs(wave.phase - expected.phase) <= 1e-9,
                    "frame \(frame), \(view): \(wave) but by hand \(expected)")
                compared += 1
            }
        }
        #expect(compared == 782)
    }

    @Test("ripple, slosh and level: the values the recipe's formulas give")
    func values() throws {
        let (host, _) = try Self.run()
        // The ripple: the timeline's date is the clock's time, so the back wave's phase at frame 90
        // (1.5 s, before any slosh touches the phase) is 1.5 π and the front's 2.5 π.
        let back = try #require(host.value(of: "ZStack[0]/Wave", atFrame: 20, as: _ViewValue<Wave>.self)?.value)
        #expect(abs(back.phase - CGFloat(20.0 / 60 * .pi)) <= 1e-12)
        #expect(back.level == 0.35 && back.amplitude == 4)
        let front = try #require(host.value(of: "ZStack[1]/Wave", atFrame: 20, as: _ViewValue<Wave>.self)?.value)
        #expect(abs(front.phase - CGFloat(20.0 / 60 * .pi + .pi)) <= 1e-12)
        #expect(front.amplitude == 3 && front.crests == 3)
        #expect(host.value(of: "TimelineView", atFrame: 90, as: Double.self) == 1.5)
        // The slosh: the first tap (0.5 s, frame 30) runs 0 → 1 → 0.4 → 0, each spring(duration:
        // 0.4) step completing logically after 0.4 s (24 frames), in the first frame at or after
        // that time: frames 30, 54, 78.
        let phases = host.trace.samples(of: "PhaseAnimator").prefix(4).map { ($0.frame, $0.value.number ?? .nan) }
        #expect(phases.map(\.0) == [0, 30, 54, 78])
        #expect(phases.map(\.1) == [0, 1, 0.4, 0])
        // Reduce Motion at 2.5 s (frame 150) pauses the timeline: its entry stays at 2.5 s. It
        // runs again only when the view that made it does (at the Pour Out's phases, to read
        // `paused`), never for the time; once the springs have settled nothing depends on time.
        let lastEntry = try #require(host.trace.samples(of: "TimelineView").last)
        #expect(lastEntry.frame == 150 && lastEntry.value.number == 2.5)
        #expect(host.framesEvaluating("TimelineView").filter { (151..<240).contains($0) }.isEmpty)
        #expect(!host.isAnimating)
        let settled = try #require(host.value(of: "ZStack[0]/Wave", atFrame: 390, as: _ViewValue<Wave>.self)?.value)
        #expect(abs(settled.level - 0.55) <= 1e-9)
        #expect(settled.amplitude == 4)
    }

    @Test("the seed's other shape compiles and animates its pair")
    func waveWithoutMacro() {
        var wave = WaveWithoutMacro(level: 0.2, amplitude: 4)
        wave.animatableData = AnimatablePair(0.6, 10)
        #expect(wave.level == 0.6 && wave.amplitude == 10 && wave.crests == 2)
    }
}
