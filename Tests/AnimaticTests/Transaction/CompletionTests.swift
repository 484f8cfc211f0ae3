import Animatic
import Testing

@Suite("Completions")
struct CompletionTests {
    /// The frames (ticks) at which completions ran.
    final class Log {
        var entries: [String] = []
    }

    @Test("logicallyComplete fires once, in the frame the animation completes; removed waits for later ones too")
    func criteriaWithALaterAnimationInBetween() {
        let meter = Meter()
        let log = Log()
        let graph = meter.graph
        graph.withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
            meter.value.value = 100
        } completion: {
            log.entries.append("logical #1 at \(graph.frame)")
        }
        graph.advance(to: 0.5)
        graph.withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            graph.withAnimation(.linear(duration: 1)) { meter.value.value = 0 }
        } completion: {
            log.entries.append("removed #2 at \(graph.frame)")
        }
        graph.advance(to: 3)
        // #1 runs from 0 s to 1 s: logically complete in the frame after t = 1 s (frame 61).
        // The outer withAnimation of #2 wraps an inner one whose transaction carries the write, so
        // #2's own completion waits for nothing: it fires in the frame that applies the change.
        #expect(log.entries == ["removed #2 at 30", "logical #1 at 61"])
    }

    @Test("removed waits until the node has no animation left; logicallyComplete ignores later animations")
    func removedWaitsForAll() {
        let meter = Meter()
        let log = Log()
        let graph = meter.graph
        graph.withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            meter.value.value = 100
        } completion: {
            log.entries.append("removed at \(graph.frame)")
        }
        graph.advance(to: 0.5) {
            graph.withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
                meter.value.value = 0
            } completion: {
                log.entries.append("logical at \(graph.frame)")
            }
        }
        graph.advance(to: 3)
        // The second animation runs from 0.5 s to 1.5 s and keeps the node animating until the
        // frame after 1.5 s (frame 91): that is when `.removed` of the first fires, in the same frame
        // as `.logicallyComplete` of the second.
        #expect(log.entries.sorted() == ["logical at 91", "removed at 91"])
    }

    @Test("a transaction that animates nothing completes at the end of the frame that applies it")
    func noAnimationCompletesAtOnce() {
        let meter = Meter()
        let log = Log()
        meter.graph.advance(to: 0.2) {
            meter.graph.withAnimation(.linear(duration: 1)) {
                meter.value.value = 0
            } completion: {
                log.entries.append("at \(meter.graph.frame)")
            }
        }
        #expect(log.entries == ["at 12"])
        #expect(
            meter.graph.trace.ticks.last!.events.map(\.description).last?.hasPrefix("completion of transaction") == true
        )
    }

    @Test("a completion may write state: a chained animation starts in the frame the first one completed")
    func chainedAnimation() {
        let meter = Meter()
        let graph = meter.graph
        graph.withAnimation(.linear(duration: 0.5)) {
            meter.value.value = 100
        } completion: {
            graph.withAnimation(.linear(duration: 0.5)) { meter.value.value = 0 }
        }
        #expect(meter.at(0.5) == 100)
        // Frame 31 completes T1 and runs the completion; a second tick at frame 31 starts T2.
        #expect(meter.at(31.0 / 60) == 100)
        let ticks = graph.trace.ticks.filter { $0.frame == 31 }
        #expect(ticks.count == 2)
        #expect(abs(meter.at(31.0 / 60 + 0.25) - 50) < 1e-9)
        #expect(meter.at(2) == 0)
    }

    @Test("a completion that re-arms itself without an animation is stopped with a precise message")
    func runawayCompletionsAreBounded() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let meter = Meter()
            func loop() {
                meter.graph.withAnimation(nil) {
                    meter.value.value += 1
                } completion: {
                    loop()
                }
            }
            loop()
            meter.graph.update()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Completion handlers changed state 1000 times in the frame at 0.0 s"))
        #expect(message.contains("Give the chained changes an animation with a duration"))
    }

    @Test("disablesAnimations: the scoped animation(_:value:) does not override; the transaction's own runs")
    func disablesAnimations() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let gauge = graph.animation(.linear(duration: 2), value: { level.value }) {
            graph.animatable(name: "gauge") { level.value }
        }
        graph.update()
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        graph.withTransaction(transaction) { level.value = 100 }
        graph.advance(to: 0.5)
        #expect(abs(gauge.value - 50) < 1e-9)  // linear(duration: 1), not the scope's 2 s
        graph.advance(to: 1.1)
        #expect(!graph.isAnimating)
    }

    @Test("nested transactions: a write belongs to the innermost")
    func nestedTransactions() {
        let graph = AnimationGraph()
        let a = graph.state(0.0, name: "a")
        let b = graph.state(0.0, name: "b")
        let animatedA = graph.animatable(name: "A") { a.value }
        let animatedB = graph.animatable(name: "B") { b.value }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) {
            a.value = 100
            graph.withAnimation(.linear(duration: 2)) { b.value = 100 }
        }
        graph.advance(to: 0.5)
        #expect(abs(animatedA.value - 50) < 1e-9)
        #expect(abs(animatedB.value - 25) < 1e-9)
    }
}

@Suite("Scoped modifiers")
struct ScopedModifierTests {
    @Test("animation(_:value:) overrides the transaction only when its value changed")
    func animationOverridesOnlyWhenValueChanged() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let tint = graph.state(0.0, name: "tint")
        let gauge = graph.animation(.linear(duration: 1), value: { level.value }) {
            graph.animatable(name: "gauge") { level.value + tint.value }
        }
        graph.update()
        // level changes with no animation of its own: the scope supplies linear(1).
        graph.advance(to: 0.1) { level.value = 100 }
        #expect(abs(gauge.value - 0) < 1e-9)
        graph.advance(to: 0.6)
        #expect(abs(gauge.value - 50) < 1e-9)
        graph.advance(to: 1.2)
        // tint changes, level does not: the scope stays out, and with no animation the value jumps.
        graph.advance(to: 1.5) { tint.value = 10 }
        #expect(gauge.value == 110)
        #expect(!graph.isAnimating)
    }

    @Test("animation(nil, value:) removes the transaction's animation for its subtree")
    func nilDisablesAnimation() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let inside = graph.animation(nil, value: { level.value }) { graph.animatable(name: "inside") { level.value } }
        let outside = graph.animatable(name: "outside") { level.value }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) { level.value = 100 }
        graph.advance(to: 0.5)
        #expect(inside.value == 100)
        #expect(abs(outside.value - 50) < 1e-9)
    }

    @Test("transaction(_:) transforms every transaction; the inner scope has the last word")
    func transactionTransform() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let node = graph.transaction({ $0.animation = .linear(duration: 4) }) {
            graph.transaction({ $0.animation = .linear(duration: 2) }) {
                graph.animatable(name: "node") { level.value }
            }
        }
        graph.update()
        graph.withAnimation(.easeIn) { level.value = 100 }
        graph.advance(to: 1)
        #expect(abs(node.value - 50) < 1e-9)
    }

    @Test("transaction(value:_:) applies only when its value changed")
    func transactionWithValue() {
        let graph = AnimationGraph()
        let a = graph.state(0.0, name: "a")
        let b = graph.state(0.0, name: "b")
        let node = graph.transaction(value: { a.value }, { $0.animation = .linear(duration: 1) }) {
            graph.animatable(name: "node") { a.value + b.value }
        }
        graph.update()
        graph.advance(to: 0.1) { b.value = 10 }
        #expect(node.value == 10)
        graph.advance(to: 0.2) { a.value = 100 }
        graph.advance(to: 0.7)
        #expect(abs(node.value - 60) < 1e-9)
    }
}

@Suite("Types without animatable data")
struct EmptyDataTests {
    struct SnapPolygon: Animatable, Equatable {
        var sides: Double
    }

    @Test("a shape without animatableData snaps, and the trace says why")
    func snapPolygon() {
        let graph = AnimationGraph()
        let sides = graph.state(3.0, name: "sides")
        let polygon = graph.animatable(name: "SnapPolygon") { SnapPolygon(sides: sides.value) }
        graph.update()
        graph.withAnimation(.easeInOut(duration: 1)) { sides.value = 8 }
        graph.advance(by: 1.0 / 60)
        #expect(polygon.value.sides == 8)
        #expect(!graph.isAnimating)
        let events = graph.trace.ticks.flatMap(\.events).map(\.description)
        #expect(
            events.contains(
                "SnapPolygon has no animatable data: easeInOut(duration: 1) cannot animate it, the value jumps"))
    }
}
