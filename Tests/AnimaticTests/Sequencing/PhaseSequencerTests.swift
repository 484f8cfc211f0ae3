import Animatic
import Testing

/// The phase sequencer alone: events in, actions out, no graph and no clock.
@Suite("PhaseSequencer (pure)")
struct PhaseSequencerTests {
    typealias Sequencer = PhaseSequencer<Double>

    /// The phases entered by a list of actions, as `from → to` (`=` when the step does not wait).
    func entered(_ actions: [Sequencer.Action]) -> [String] {
        actions.map { action in
            guard case .enter(let step) = action else { return "none" }
            return "#\(step.id) \(step.from) \(step.waits ? "→" : "=") \(step.to)"
        }
    }

    /// Completes each step as soon as it is entered, `count` times, starting from `first`.
    func run(_ sequencer: inout Sequencer, from first: Sequencer.Action, steps count: Int) -> [Sequencer.Action] {
        var actions = [first]
        for _ in 0..<count {
            guard case .enter(let step) = actions.last! else { break }
            actions.append(sequencer.stepCompleted(step.id))
        }
        return actions
    }

    @Test("a trigger runs through every phase once, returns to the first and rests")
    func triggerRun() {
        var sequencer = Sequencer(phases: [0, 1, 0.4, 0], cycles: false)
        #expect(sequencer.appeared() == .none)
        let start = sequencer.triggerChanged()
        let actions = run(&sequencer, from: start, steps: 10)
        #expect(entered(actions) == ["#1 0.0 → 1.0", "#2 1.0 → 0.4", "#3 0.4 → 0.0", "#4 0.0 = 0.0", "none"])
        #expect(!sequencer.isRunning)
        #expect(sequencer.currentIndex == 0)
    }

    @Test("without a trigger the phases cycle from appearance, for ever")
    func cycles() {
        var sequencer = Sequencer(phases: [1, 2, 3], cycles: true)
        let actions = run(&sequencer, from: sequencer.appeared(), steps: 6)
        #expect(
            entered(actions) == [
                "#1 1.0 → 2.0", "#2 2.0 → 3.0", "#3 3.0 → 1.0", "#4 1.0 → 2.0", "#5 2.0 → 3.0", "#6 3.0 → 1.0",
                "#7 1.0 → 2.0",
            ])
        #expect(sequencer.isRunning)
        #expect(sequencer.triggerChanged() == .none, "a cycling sequencer has no trigger")
    }

    @Test("identical consecutive phases are steps that do not wait")
    func identicalPhases() {
        var sequencer = Sequencer(phases: [0, 5, 5, 0], cycles: false)
        let actions = run(&sequencer, from: sequencer.triggerChanged(), steps: 10)
        #expect(entered(actions) == ["#1 0.0 → 5.0", "#2 5.0 = 5.0", "#3 5.0 → 0.0", "#4 0.0 = 0.0", "none"])
    }

    @Test("a trigger change mid-run starts a new run at the first phase; the abandoned step's completion is ignored")
    func restartMidRun() {
        var sequencer = Sequencer(phases: [0, 1, 0.4, 0], cycles: false)
        guard case .enter(let first) = sequencer.triggerChanged() else {
            Issue.record("the trigger should start a run")
            return
        }
        guard case .enter(let second) = sequencer.stepCompleted(first.id) else {
            Issue.record("step #1 should lead to step #2")
            return
        }
        #expect(entered([.enter(second)]) == ["#2 1.0 → 0.4"])
        let restart = sequencer.triggerChanged()
        #expect(entered([restart]) == ["#3 0.4 → 0.0"])
        #expect(sequencer.stepCompleted(second.id) == .none, "step #2 was abandoned")
        let actions = run(&sequencer, from: restart, steps: 10)
        #expect(
            entered(actions) == [
                "#3 0.4 → 0.0", "#4 0.0 → 1.0", "#5 1.0 → 0.4", "#6 0.4 → 0.0", "#7 0.0 = 0.0", "none",
            ])
    }

    @Test("a single phase never changes: a trigger passes it at once, cycling rests")
    func singlePhase() {
        var triggered = Sequencer(phases: [7], cycles: false)
        let actions = run(&triggered, from: triggered.triggerChanged(), steps: 3)
        #expect(entered(actions) == ["#1 7.0 = 7.0", "none"])
        var cycling = Sequencer(phases: [7, 7], cycles: true)
        #expect(cycling.appeared() == .none)
        #expect(!cycling.isRunning)
    }

    @Test("a completion at rest, or of an unknown step, does nothing")
    func strayCompletions() {
        var sequencer = Sequencer(phases: [0, 1], cycles: false)
        #expect(sequencer.stepCompleted(1) == .none)
        _ = sequencer.triggerChanged()
        #expect(sequencer.stepCompleted(42) == .none)
        #expect(sequencer.currentPhase == 1)
    }
}
