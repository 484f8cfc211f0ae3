import Animatic
import Testing

/// `animation(_:value:_:)` as SwiftUI's `.animation(_:value:)`: no animation on first appearance,
/// an override only in the update in which the value changed (compared with `==`), and none while
/// the transaction disables animations.
@Suite("animation(_:value:) scopes")
struct AnimationValueScopeTests {
    @Test("nodes that first appear under the scope do not animate, even when the value was just written")
    func firstAppearance() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        _ = graph.rule(name: "other") { level.value }
        graph.update()
        // Between frames: the value changes and the scope appears with its nodes, as a view inserted
        // in the same update. Their first value is their model value; nothing animates.
        level.value = 100
        let gauge = graph.animation(.linear(duration: 1), value: { level.value }) {
            graph.animatable(name: "gauge") { level.value }
        }
        graph.advance(to: 0.1)
        #expect(gauge.value == 100)
        #expect(!graph.isAnimating)
        #expect(graph.trace.samples(of: "gauge").count == 1)  // evaluated once, never by time
    }

    @Test("the scope overrides only in the update in which its value changed")
    func onlyInTheChangingUpdate() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let tint = graph.state(0.0, name: "tint")
        let gauge = graph.animation(.linear(duration: 1), value: { level.value }) {
            graph.animatable(name: "gauge") { level.value + tint.value }
        }
        graph.update()
        // Update 1: level changes under a 4 s animation: the scope replaces it with linear(1).
        graph.withAnimation(.linear(duration: 4)) { level.value = 100 }
        graph.advance(to: 0.5)
        #expect(abs(gauge.value - 50) < 1e-9)  // 0.5 s of 1 s, not of 4 s
        graph.advance(to: 1.1)
        // Update 2: only tint changes, under a 2 s animation: the scope stays out, the 2 s one runs.
        graph.withAnimation(.linear(duration: 2)) { tint.value = 20 }
        graph.advance(to: 2.1)
        #expect(abs(gauge.value - 110) < 1e-9)  // 100 + 20 · 1/2
        graph.advance(to: 3.2)
        // Update 3: level is written away and back between frames (== the old value): not changed,
        // so the scope stays out again and tint's change, with no animation, jumps.
        level.value = 50
        level.value = 100
        tint.value = 0
        graph.advance(to: 3.3)
        #expect(gauge.value == 100)
        #expect(!graph.isAnimating)
    }

    @Test("the scope never overrides while the transaction disables animations")
    func disablesAnimations() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let gauge = graph.animation(.linear(duration: 1), value: { level.value }) {
            graph.animatable(name: "gauge") { level.value }
        }
        graph.update()
        // The value changes, but the transaction disables animations and has none of its own: it jumps.
        var transaction = Transaction()
        transaction.disablesAnimations = true
        graph.withTransaction(transaction) { level.value = 100 }
        graph.advance(to: 0.1)
        #expect(gauge.value == 100)
        #expect(!graph.isAnimating)
        // With an animation of its own, that one runs, not the scope's.
        var animated = Transaction(animation: .linear(duration: 4))
        animated.disablesAnimations = true
        graph.withTransaction(animated) { level.value = 0 }
        graph.advance(to: 1.1)
        #expect(abs(gauge.value - 75) < 1e-9)  // 1 s of 4 s from 100 to 0
    }
}
