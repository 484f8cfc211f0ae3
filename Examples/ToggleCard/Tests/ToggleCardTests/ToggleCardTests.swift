import AnimaticTesting
import Foundation
import Testing
import ToggleCard

/// The toggle card, asserted frame by frame with GraphTester.
@Suite("Toggle card")
struct ToggleCardTests {
    /// The unit step response of `spring(duration: 0.6, bounce: 0.3)` at `t` seconds, from the
    /// closed form: damping ratio 1 - bounce, natural frequency 2π / duration.
    static func springProgress(_ t: Double) -> Double {
        let dampingRatio = 0.7
        let natural = 2 * Double.pi / 0.6
        let damped = natural * (1 - dampingRatio * dampingRatio).squareRoot()
        let decay = dampingRatio * natural
        return 1 - exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
    }

    @Test("a tap starts a spring from the card's place and adds the time edge; the shadow follows")
    func tap() {
        let graph = AnimationGraph()
        let view = ToggleCardView(on: graph)
        let tester = GraphTester(graph)
        tester.update {
            $0.evaluated("Card", Card.at(isFlipped: false))
            $0.evaluated("Card.shadow", 0.0)
        }
        tester.apply(at: 0.1) {
            view.tap()
        } assert: {
            // The title is ignored by the animation: it changes at once, the offset does not.
            $0.evaluated("Card", Card(offset: 0, scale: 1, title: "Back"))
            $0.evaluated("Card.shadow", .unchanged)
            $0.startsDependingOnTime("Card")
        }
        let progress = Self.springProgress(1.0 / 60)
        tester.advance {
            $0.evaluated("Card", Card(offset: 120 * progress, scale: 1 + 0.2 * progress, title: "Back"))
            $0.evaluated("Card.shadow", .unchanged)
        }
        let later = Self.springProgress(3.0 / 60)
        tester.advance(frames: 2) {
            $0.evaluated("Card", Card(offset: 120 * later, scale: 1 + 0.2 * later, title: "Back"))
            $0.evaluated("Card.shadow", (12 * later).rounded())
        }
    }

    @Test("tapped again mid-flight, the card turns back; each tap's completion fires once")
    func tapAgain() throws {
        let graph = AnimationGraph()
        let view = ToggleCardView(on: graph)
        graph.update()
        graph.advance(to: 0.1) { view.tap() }
        graph.advance(to: 0.35) { view.tap() }
        let turning = view.card.value.offset
        #expect(turning > 60, "the first spring carried the card most of the way: \(turning)")
        graph.advance(to: 2)
        #expect(view.card.value == Card.at(isFlipped: false))
        #expect(view.settled.value == 2)
        #expect(!graph.isAnimating)
        // The merged spring keeps the card's velocity: it goes on outwards for a few frames after the
        // second tap, peaks, and comes back without a jump.
        let samples = graph.trace.samples(of: "Card").compactMap { sample in
            (sample.value.base as? Card).map { (time: sample.time, offset: $0.offset) }
        }
        let peak = try #require(samples.max { $0.offset < $1.offset })
        #expect(peak.time > 0.35 && peak.time < 0.5, "peak at \(peak.time) s")
        #expect(peak.offset > turning && peak.offset < 120)
        let steps = zip(samples, samples.dropFirst()).map { abs($1.offset - $0.offset) }
        #expect(steps.max()! < 12, "no frame moves the card more than 12 points")
    }
}
