import Animatic
import AnimaticTestFixtures
import Testing

/// Bad input gets a precise error that says what to fix, and the graph stays consistent.
@Suite("Bad input")
struct BadInputTests {
    @Test("advancing to a time in the past")
    func pastTime() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            graph.advance(to: 1)
            graph.advance(to: 0.5)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("advance(to:): 0.5 s is in the past: the clock is at 1.0 s and only moves forward."))
    }

    @Test("a front end that builds views in every pass of a frame is stopped, its message naming the nesting")
    func viewsBuiltWithoutEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            // As a view front end does for a body that contains itself without end: after each pass,
            // a new level is built, and what the next pass runs changed.
            let levels = graph.state(0, name: "levels")
            _ = graph.rule(name: "deepest") { levels.value }
            graph.addPassHook {
                levels.value += 1
                return true
            }
            graph.update()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Views were built in 20000 of the 20000 passes of the frame at 0.0 s: a view nests its content "
                    + "more than 20000 levels deep"))
        #expect(message.contains("or a view's body contains itself without end"))
    }

    @Test("a frame rate that is not a positive, finite number")
    func badFrameRate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AnimationGraph(framesPerSecond: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("AnimationGraph(framesPerSecond: 0.0): the frame rate must be a positive, finite"))
    }

    @Test("a state write from inside a rule")
    func writeFromRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            let count = graph.state(0, name: "count")
            _ = graph.rule(name: "sneaky") {
                count.value = 1
                return 0
            }
            graph.update()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Rule 'sneaky' wrote to input 'count' while it was being evaluated. Rules must be pure"))
    }

    @Test("an observer attached from inside a rule")
    func observerFromRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = DependencyGraph()
            let count = graph.input(0, name: "count")
            let doubled = graph.rule(name: "doubled") {
                graph.observer = nil
                return count.value * 2
            }
            _ = doubled.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "The graph's observer was changed while rule 'doubled' was being evaluated. Attach or detach "
                    + "observers between updates"))
    }

    @Test("an observer attached from inside a rule, through withoutDependencies")
    func observerFromUntrackedRead() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Counter: GraphObserver {}
            let graph = DependencyGraph()
            let count = graph.input(0, name: "count")
            let doubled = graph.rule(name: "doubled") {
                graph.withoutDependencies { graph.observer = Counter() }
                return count.value * 2
            }
            _ = doubled.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("The graph's observer was changed while rule 'doubled' was being evaluated."))
    }

    @Test("a write from inside a rule, through withoutDependencies")
    func writeFromUntrackedRead() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = DependencyGraph()
            let count = graph.input(0, name: "count")
            let sneaky = graph.rule(name: "sneaky") {
                graph.withoutDependencies { count.value = 1 }
                return 0
            }
            _ = sneaky.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Rule 'sneaky' wrote to input 'count' while it was being evaluated."))
    }

    @Test("a dependency cycle names every node on it")
    func cycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = DependencyGraph()
            let flag = graph.input(false, name: "flag")
            var b: Rule<Int>?
            let a = graph.rule(name: "a") { flag.value ? b!.value + 1 : 0 }
            let c = graph.rule(name: "c") { a.value + 1 }
            b = graph.rule(name: "b") { c.value + 1 }
            _ = b!.value
            flag.value = true
            _ = b!.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Dependency cycle: "))
        #expect(
            message.contains("a → b → c → a") || message.contains("b → c → a → b") || message.contains("c → a → b → c"))
    }

    @Test("reading a removed node")
    func removedNode() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = DependencyGraph()
            let a = graph.input(1, name: "a")
            graph.remove(a.id)
            _ = a.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Node 'a' was removed from its graph and can no longer be read"))
    }

    @Test("NaN in animatable data")
    func nanData() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            let value = graph.state(0.0, name: "value")
            _ = graph.animatable(name: "meter") { value.value }
            graph.update()
            graph.withAnimation(.linear) { value.value = .nan }
            graph.update()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("NaN or infinite"))
    }

    @Test("removing a node while it animates: its animations finish, completions run, the graph stays consistent")
    func removeWhileAnimating() {
        let meter = Meter()
        let graph = meter.graph
        var completed = false
        graph.withAnimation(.linear(duration: 1)) {
            meter.value.value = 100
        } completion: {
            completed = true
        }
        graph.advance(to: 0.5)
        #expect(graph.isAnimating)
        graph.remove(meter.meter.id)
        #expect(!graph.isAnimating)
        graph.advance(to: 0.6)
        #expect(completed)
        #expect(graph.dependencyGraph.dependents(of: meter.value.id).isEmpty)
        meter.value.value = 5
        graph.advance(to: 1)
        let events = graph.trace.ticks.flatMap(\.events).map(\.description)
        #expect(events.contains("animation A1 finished on meter"))
        #expect(events.contains("removed meter"))
    }
}
