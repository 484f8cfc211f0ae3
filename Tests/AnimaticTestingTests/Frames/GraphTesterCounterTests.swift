import Animatic
import AnimaticTestFixtures
import AnimaticTesting
import Testing

/// The counter scene asserted frame by frame, exhaustively: every evaluation, every value, the time
/// edge coming and going.
@Suite("GraphTester: the counter, frame by frame")
struct GraphTesterCounterTests {
    @Test("linear from 0 to 5 in 0.1 s, exhaustively")
    func linear() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update {
            $0.evaluated("Counter", Counter(value: 0))
            $0.evaluated("Counter.body", "0")
        }
        tester.withAnimation(.linear(duration: 0.1)) {
            scene.value.value = 5
        } assert: {
            $0.evaluated("Counter", .unchanged)
            $0.startsDependingOnTime("Counter")
        }
        tester.advance {
            $0.evaluated("Counter", Counter(value: 0.833))
            $0.evaluated("Counter.body", .unchanged)
        }
        tester.advance {
            $0.evaluated(scene.counter, Counter(value: 1.667))
            $0.evaluated(scene.body, "1")
        }
        tester.advance(frames: 4) {
            $0.evaluated("Counter", Counter(value: 5))
            $0.evaluated("Counter.body", "5")
            #expect($0.update(of: "Counter")?.evaluationCount == 4)
        }
        tester.advance {
            $0.evaluated("Counter", .unchanged)
            $0.stopsDependingOnTime("Counter")
        }
        tester.advance(to: 1)
        #expect(!scene.graph.isAnimating)
    }

    @Test("a step over many frames asserts each node once, at its last value")
    func manyFrames() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        tester.withAnimation(.linear(duration: 2)) {
            scene.value.value = 100
        } assert: {
            $0.evaluated("Counter", .unchanged)
            $0.startsDependingOnTime("Counter")
        }
        tester.advance(to: 1) {
            $0.evaluated("Counter", Counter(value: 50))
            $0.evaluated("Counter.body", "50")
            #expect($0.ticks.count == 60)
        }
        tester.advance(by: 1.1) {
            $0.evaluated("Counter", Counter(value: 100))
            $0.evaluated("Counter.body", "100")
            $0.stopsDependingOnTime("Counter")
        }
    }

    @Test("interactions at a time: the frames before it must be idle")
    func interaction() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        tester.apply(at: 0.5) {
            scene.graph.withAnimation(.easeInOut(duration: 0.2)) { scene.value.value = 1 }
        } assert: {
            $0.evaluated("Counter", .unchanged)
            $0.startsDependingOnTime("Counter")
            #expect($0.ticks.map(\.frame) == [30])
        }
    }

    @Test("non-exhaustive: only what is asserted is checked")
    func nonExhaustive() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph, exhaustivity: .off)
        tester.update()
        tester.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        tester.advance(to: 1) {
            $0.evaluated("Counter.body", "50")
        }
    }

    @Test("tolerance: digits(3) by default, exact on request")
    func tolerance() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph, exhaustivity: .off)
        tester.update()
        tester.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        tester.advance {
            $0.evaluated("Counter", Counter(value: 0.833))
            $0.evaluated("Counter", Counter(value: 0.8), tolerance: .absolute(0.05))
            $0.evaluated("Counter", Counter(value: 100.0 / 120), tolerance: .exact)
        }
        tester.tolerance = .exact
        withKnownIssue {
            tester.advance {
                $0.evaluated("Counter", Counter(value: 1.667))
            }
        } matching: { issue in
            issue.description.contains("numbers compared") == false
                && issue.comments.map(\.rawValue).joined().hasSuffix("Counter(value: 1.667 → 1.6667)")
        }
    }
}
