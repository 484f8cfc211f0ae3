import Animatic
import AnimaticTestFixtures
import AnimaticTestSupport
import Foundation
import Testing

/// Seeded random animation programs: every animation kind, interruptions, nested transactions,
/// scoped modifiers, phase animators, completions and removal in the middle of an animation. Each
/// run must present no NaN, end on every node's model value with nothing animating, fire every
/// completion exactly once, and give the same trace text and JSON on every run and in every
/// tracing mode that keeps it.
///
/// `ANIMATIC_FUZZ_SCALE` multiplies the number of programs (1 by default, a few seconds).
@Suite("Animation fuzz")
struct AnimationFuzzTests {
    static func animation(_ random: inout SplitMix64) -> Animation? {
        let duration = 0.05 + random.unit() * 0.6
        switch random.int(below: 16) {
        case 0: return nil
        case 1: return .linear(duration: duration)
        case 2: return .easeIn(duration: duration)
        case 3: return .easeOut(duration: duration)
        case 4: return .easeInOut(duration: duration)
        case 5: return .spring(response: 0.2 + random.unit() * 0.5, dampingFraction: 0.4 + random.unit() * 0.8)
        case 6: return .smooth
        case 7: return .snappy
        case 8: return .bouncy
        case 9: return .interactiveSpring
        case 10: return .interpolatingSpring
        case 11: return .timingCurve(0.2, 0.8, 0.4, 1, duration: duration)
        case 12: return .linear(duration: duration).delay(-0.2 + random.unit() * 0.8)
        case 13: return .easeInOut(duration: duration).speed(0.5 + random.unit() * 2)
        case 14:
            return .linear(duration: duration).repeatCount(
                1 + random.int(below: 3), autoreverses: random.chance(percent: 50))
        default: return .default
        }
    }

    /// One step of a program: at `time`, what it does.
    enum Action {
        case write(state: Int, value: Double, animation: Animation??, completion: AnimationCompletionCriteria?)
        case nested(outer: Animation?, inner: Animation?, states: (Int, Int), values: (Double, Double))
        case remove(view: Int)
        case trigger(Double)
    }

    struct Program {
        var stateCount: Int
        /// Each view's weights over the states; some created inside an animation scope.
        var views: [(weights: [Double], scoped: Animation??)]
        var hasPhaseAnimator: Bool
        var steps: [(time: Double, action: Action)]

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            stateCount = 1 + random.int(below: 3)
            let count = stateCount
            views = (0..<(1 + random.int(below: 4))).map { _ in
                (
                    (0..<count).map { _ in Double(random.int(below: 5)) - 2 },
                    random.chance(percent: 25) ? .some(Self.animationOrNil(&random)) : nil
                )
            }
            hasPhaseAnimator = random.chance(percent: 40)
            var time = 0.0
            steps = []
            for _ in 0..<(3 + random.int(below: 8)) {
                time += Double(random.int(below: 30)) / 60
                let action: Action
                switch random.int(below: 10) {
                case 0..<5:
                    let completion: AnimationCompletionCriteria? =
                        random.chance(percent: 50) ? (random.chance(percent: 50) ? .logicallyComplete : .removed) : nil
                    action = .write(
                        state: random.int(below: count), value: Double(random.int(below: 200)) - 100,
                        animation: random.chance(percent: 15) ? .none : .some(AnimationFuzzTests.animation(&random)),
                        completion: completion)
                case 5..<7:
                    action = .nested(
                        outer: AnimationFuzzTests.animation(&random), inner: AnimationFuzzTests.animation(&random),
                        states: (random.int(below: count), random.int(below: count)),
                        values: (Double(random.int(below: 100)), Double(random.int(below: 100))))
                case 7:
                    action = .remove(view: random.int(below: views.count))
                default:
                    action = .trigger(Double(random.int(below: 3)))
                }
                steps.append((time, action))
            }
        }

        static func animationOrNil(_ random: inout SplitMix64) -> Animation? { AnimationFuzzTests.animation(&random) }
    }

    /// What one run of a program shows.
    struct Outcome {
        var timeline = ""
        var json = Data()
        /// The presented values after each step and at the end, and the clock.
        var samples: [String] = []
        var failures: [String] = []
        var valuesChecked = 0
    }

    static func run(_ program: Program, tracing: TraceMode) -> Outcome {
        var outcome = Outcome()
        let graph = AnimationGraph(tracing: tracing)
        let states = (0..<program.stateCount).map { graph.state(0.0, name: "s\($0)") }
        let trigger = graph.state(0.0, name: "trigger")
        var views: [(node: Node<Counter>, model: () -> Double)] = []
        var bodies: [NodeID] = []
        for (index, view) in program.views.enumerated() {
            let weights = view.weights
            let model = { zip(weights, states).reduce(0.0) { $0 + $1.0 * $1.1.value } }
            let make = { graph.animatable(name: "v\(index)") { Counter(value: model()) } }
            let node =
                if let scoped = view.scoped {
                    graph.animation(scoped, value: { states[0].value }) { make() }
                } else {
                    make()
                }
            bodies.append(graph.rule(name: "v\(index).body") { (node.value.value * 1_000).rounded() }.id)
            views.append((node, model))
        }
        if program.hasPhaseAnimator {
            let phases = graph.phaseAnimator(name: "pulse", phases: [0.0, 1, 0.5], trigger: { trigger.value }) { _ in
                .easeInOut(duration: 0.2)
            }
            let pulse = graph.animatable(name: "pulsing") { Counter(value: phases.value * 10) }
            views.append((pulse, { 0 }))
        }
        var removed: Set<Int> = []
        var fired: [Int] = []
        func sample(_ label: String) {
            var line = "\(label) frame \(graph.frame) tick \(graph.tickCount):"
            for (index, view) in views.enumerated() where !removed.contains(index) {
                let value = view.node.value.value
                outcome.valuesChecked += 1
                if !value.isFinite { outcome.failures.append("v\(index) presented \(value) at \(graph.time) s") }
                line += " \(value)"
            }
            outcome.samples.append(line)
        }
        graph.update()
        for (number, step) in program.steps.enumerated() {
            graph.advance(to: step.time) {
                switch step.action {
                case .write(let state, let value, let animation, let completion):
                    if let animation {
                        if let completion {
                            let slot = fired.count
                            fired.append(0)
                            graph.withAnimation(animation, completionCriteria: completion) {
                                states[state].value = value
                            } completion: {
                                fired[slot] += 1
                            }
                        } else {
                            graph.withAnimation(animation) { states[state].value = value }
                        }
                    } else {
                        states[state].value = value
                    }
                case .nested(let outer, let inner, let pair, let values):
                    graph.withAnimation(outer) {
                        states[pair.0].value = values.0
                        graph.withAnimation(inner) { states[pair.1].value = values.1 }
                    }
                case .remove(let view):
                    if !removed.contains(view) && view < program.views.count {
                        removed.insert(view)
                        // The view's body goes with it, as SwiftUI removes a view's subtree.
                        graph.remove(bodies[view])
                        graph.remove(views[view].node.id)
                    }
                case .trigger(let value):
                    trigger.value = value
                }
            }
            sample("step \(number)")
        }
        graph.advance(by: 60)
        sample("end")
        if graph.isAnimating { outcome.failures.append("still animating 60 s after the last step") }
        for (index, view) in views.enumerated() where !removed.contains(index) {
            let value = view.node.value.value
            let model = view.model()
            if value != model { outcome.failures.append("v\(index) ends on \(value), its model value is \(model)") }
        }
        for (slot, count) in fired.enumerated() where count != 1 {
            outcome.failures.append("completion \(slot) fired \(count) times")
        }
        if tracing != .off {
            outcome.timeline = graph.trace.timeline()
            outcome.json = (try? TraceJSON(graph.trace).encoded()) ?? Data()
        }
        return outcome
    }

    static var scale: Int {
        Int(ProcessInfo.processInfo.environment["ANIMATIC_FUZZ_SCALE"] ?? "") ?? 1
    }

    @Test("random animation programs: no NaN, model values at the end, completions once, same traces")
    func randomPrograms() {
        let programs = 12 * Self.scale
        var valuesChecked = 0
        for seed in 0..<UInt64(programs) {
            let program = Program(seed: seed &* 104_729 &+ 17)
            let first = Self.run(program, tracing: .unbounded)
            valuesChecked += first.valuesChecked
            #expect(first.failures.isEmpty, "seed \(seed): \(first.failures.prefix(5))")
            let again = Self.run(program, tracing: .unbounded)
            #expect(again.timeline == first.timeline, "seed \(seed): the text timeline differs between runs")
            #expect(again.json == first.json, "seed \(seed): the JSON differs between runs")
            let bounded = Self.run(program, tracing: .lastTicks(1_000_000))
            #expect(bounded.timeline == first.timeline, "seed \(seed): a bounded trace that keeps every tick differs")
            #expect(bounded.json == first.json, "seed \(seed): a bounded trace's JSON differs")
            let untraced = Self.run(program, tracing: .off)
            #expect(untraced.samples == first.samples, "seed \(seed): tracing changed what the graph did")
            #expect(!first.timeline.isEmpty)
        }
        print("Animation fuzz: \(programs) programs, \(valuesChecked) values checked, 4 runs each")
    }
}
