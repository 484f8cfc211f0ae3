import AnimaticTesting
import AnimaticUI
import Foundation
import Testing
import ToggleCard

/// The toggle card's SwiftUI view, driven by taps and asserted frame by frame with GraphTester.
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

    @Test("a tap starts a spring from the card's place and adds the time edge; the card's body follows")
    func tap() {
        let tester = GraphTester(ViewHost(ToggleCardView()))
        tester.update {
            $0.evaluated("ToggleCardView.body", .initial)
            $0.evaluated("Card", Card.at(isFlipped: false))
            $0.evaluated("Card.body", .initial)
            // The built-in effects of the card's body, each a node named after its modifier and
            // asserted by the value it applies.
            $0.evaluated("padding", _PaddingModifier(24))
            $0.evaluated("Rectangle", .initial)
            $0.evaluated("fill", Color.blue)  // the background's colour, a shape style SwiftUI can animate
            $0.evaluated("scaleEffect", _ScaleEffect(1))
            $0.evaluated("offset", _OffsetEffect(x: 0))
        }
        tester.tap("card", at: 0.1) {
            $0.evaluated("ToggleCardView.body", .changed)
            // The title is ignored by the animation: it changes at once, the offset does not.
            $0.evaluated("Card", Card(offset: 0, scale: 1, title: "Back"))
            $0.evaluated("Card.body", .changed)
            $0.startsDependingOnTime("Card")
            for effect in ["padding", "Rectangle", "fill", "scaleEffect", "offset"] { $0.evaluated(effect, .unchanged) }
        }
        let progress = Self.springProgress(1.0 / 60)
        tester.advance {
            $0.evaluated("Card", Card(offset: 120 * progress, scale: 1 + 0.2 * progress, title: "Back"))
            $0.evaluated("Card.body", .changed)
            $0.evaluated("scaleEffect", _ScaleEffect(1 + 0.2 * progress))
            $0.evaluated("offset", _OffsetEffect(x: 120 * progress))
            $0.evaluated("padding", .unchanged)
            $0.evaluated("Rectangle", .unchanged)
            $0.evaluated("fill", .unchanged)
        }
        let later = Self.springProgress(3.0 / 60)
        tester.advance(frames: 2) {
            $0.evaluated("Card", Card(offset: 120 * later, scale: 1 + 0.2 * later, title: "Back"))
            $0.evaluated("Card.body", .changed)
            // The effects move and scale the card by its presented values: the closed form, to 1e-9.
            $0.evaluated("scaleEffect", _ScaleEffect(1 + 0.2 * later), tolerance: .absolute(1e-9))
            $0.evaluated("offset", _OffsetEffect(x: 120 * later), tolerance: .absolute(1e-9))
            $0.evaluated("padding", .unchanged)
            $0.evaluated("Rectangle", .unchanged)
            $0.evaluated("fill", .unchanged)
        }
    }

    @Test("tapped again mid-flight, the card turns back; each tap's completion counts once")
    func tapAgain() throws {
        let host = ViewHost(ToggleCardView())
        host.update()
        host.advance(to: 0.1)
        host.tap("card")
        host.advance(to: 0.35)
        // Where the card is when the second tap comes; the tap applies at the next frame.
        let turning = try #require(Self.card(host.trace.samples(of: "Card").last))
        host.tap("card")
        #expect(turning.offset > 60, "the first spring carried the card most of the way: \(turning.offset)")
        host.advance(to: 2)
        #expect(Self.card(host.trace.samples(of: "Card").last) == Card.at(isFlipped: false))
        #expect(host.trace.samples(of: "ToggleCardView.settled").last?.value.description == "2")
        #expect(!host.isAnimating)
        // The merged spring keeps the card's velocity: it goes on outwards for a few frames after the
        // second tap, peaks, and comes back without a jump.
        let samples = host.trace.samples(of: "Card").compactMap { sample in
            Self.card(sample).map { (time: sample.time, offset: $0.offset) }
        }
        let peak = try #require(samples.max { $0.offset < $1.offset })
        #expect(peak.time > 0.35 && peak.time < 0.5, "peak at \(peak.time) s")
        #expect(peak.offset > turning.offset && peak.offset < 120)
        let steps = zip(samples, samples.dropFirst()).map { abs($1.offset - $0.offset) }
        #expect(steps.max()! < 12, "no frame moves the card more than 12 points")
    }

    /// The card a sample of the `Card` node holds.
    static func card(_ sample: TraceSample?) -> Card? {
        sample?.value.as(Card.self)
    }
}
