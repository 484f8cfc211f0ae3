import Animatic
import Foundation
import Testing

@testable import AnimaticPlaygrounds

// The seeds' own types, as `Playgrounds/Seeds` holds them: seed 001's `Arc` (angles animate,
// `clockwise` is ignored), seed 000's `Wave` (synthesized, `phase` and `crests` ignored) and its
// `WaveWithoutMacro` (an `AnimatablePair` written by hand).
private typealias Arc = ArcNote.Arc
private typealias Wave = BatterRecipe.Wave
private typealias WaveWithoutMacro = BatterRecipe.WaveWithoutMacro

private struct Badge: AutoAnimatable {
    var scale: Double
    var label: String
}

@Suite("AutoAnimatable in the graph")
struct AutoAnimatableGraphTests {
    @Test("Arc: the angles interpolate, the ignored clockwise flag takes its new value at once")
    func arc() {
        let graph = AnimationGraph()
        let end = graph.state(90.0, name: "end")
        let clockwise = graph.state(false, name: "clockwise")
        let arc = graph.animatable(name: "Arc") {
            Arc(startAngle: .degrees(0), endAngle: .degrees(end.value), clockwise: clockwise.value)
        }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) {
            end.value = 270
            clockwise.value = true
        }
        graph.advance(to: 0.5)
        #expect(abs(arc.value.endAngle.degrees - 180) < 1e-9)
        #expect(arc.value.clockwise)
        graph.advance(to: 1.1)
        #expect(arc.value.endAngle.degrees == 270)
    }

    @Test("the synthesized Wave and the hand-written WaveWithoutMacro give identical values, frame by frame")
    func waveTwins() {
        let graph = AnimationGraph()
        let level = graph.state(0.2, name: "level")
        let synthesized = graph.animatable(name: "Wave") {
            Wave(level: level.value, amplitude: level.value * 20, phase: 0, crests: 2)
        }
        let handWritten = graph.animatable(name: "WaveWithoutMacro") {
            WaveWithoutMacro(level: level.value, amplitude: level.value * 20, phase: 0, crests: 2)
        }
        graph.update()
        graph.withAnimation(.spring(duration: 0.5, bounce: 0.3)) { level.value = 0.8 }
        for frame in 1...60 {
            graph.advance(to: Double(frame) / 60)
            #expect(synthesized.value.level == handWritten.value.level, "frame \(frame)")
            #expect(synthesized.value.amplitude == handWritten.value.amplitude, "frame \(frame)")
        }
    }

    @Test("an AutoAnimatable type with a property that cannot animate stops at node creation")
    func unsupportedPropertyAtCreation() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            _ = graph.animatable(name: "Badge") { Badge(scale: 1, label: "new") }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("animatable(name: \"Badge\"): 'Badge' cannot synthesize animatableData"))
        #expect(message.contains("stored property 'label' has type 'String'"))
        #expect(message.contains("mark it '@AnimatableIgnored'"))
    }
}
