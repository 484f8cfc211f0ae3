import Animatic
import Testing

/// The phase sequencer as the driver uses it: appearance, pass ends with the trigger's epoch,
/// completions and removal, each with its frame, and the one action each returns.
@Suite("PhaseSequencer events")
struct PhaseSequencerEventTests {
    typealias Sequencer = PhaseSequencer<Int>

    /// An action as one line: `enter #1 0 → 10` (`=` for a step that does not wait), `wait until
    /// frame 6`, or `none`.
    static func line(_ action: Sequencer.Action) -> String {
        switch action {
        case .none: "none"
        case .enter(let step): "enter #\(step.id) \(step.from) \(step.waits ? "→" : "=") \(step.to)"
        case .wait(let frame): "wait until frame \(frame)"
        }
    }

    static func trigger(_ epoch: UInt32, differs: Bool = false) -> TriggerReading {
        TriggerReading(epoch: epoch, differsFromBaseline: differs)
    }

    @Test("appearance: a cycling animator steps at once, a triggered one only off its baseline")
    func appearance() {
        var cycling = Sequencer(phases: [1, 2, 3], cycles: true)
        #expect(!cycling.hasAppeared)
        #expect(Self.line(cycling.appeared(frame: 0, trigger: nil)) == "enter #1 1 → 2")
        #expect(cycling.hasAppeared)
        #expect(Self.line(cycling.appeared(frame: 1, trigger: nil)) == "none", "an animator appears once")

        var atBaseline = Sequencer(phases: [0, 10], cycles: false)
        #expect(Self.line(atBaseline.appeared(frame: 0, trigger: Self.trigger(3))) == "none")
        #expect(atBaseline.triggerEpoch == 3)
        #expect(!atBaseline.isRunning)

        var offBaseline = Sequencer(phases: [0, 10], cycles: false)
        #expect(Self.line(offBaseline.appeared(frame: 0, trigger: Self.trigger(3, differs: true))) == "enter #1 0 → 10")

        var allEqual = Sequencer(phases: [7, 7], cycles: true)
        #expect(Self.line(allEqual.appeared(frame: 0, trigger: nil)) == "none")
        #expect(!allEqual.isRunning)
    }

    @Test("before appearance a pass end or a completion does nothing")
    func beforeAppearance() {
        var sequencer = Sequencer(phases: [0, 10], cycles: false)
        #expect(Self.line(sequencer.passEnded(frame: 0, triggerEpoch: 9)) == "none")
        #expect(Self.line(sequencer.stepCompleted(1, frame: 0)) == "none")
        #expect(sequencer.triggerEpoch == nil)
    }

    @Test("a trigger change mid-run starts a new run at the first phase; the old step's completion is ignored")
    func restartWhileRunning() {
        var sequencer = Sequencer(phases: [0, 10, 4, 0], cycles: false)
        var lines = [Self.line(sequencer.appeared(frame: 0, trigger: Self.trigger(3)))]
        lines.append(Self.line(sequencer.passEnded(frame: 6, triggerEpoch: 8)))
        lines.append(Self.line(sequencer.stepCompleted(1, frame: 30)))
        // Frame 40: the trigger changes again while step #2 (10 → 4) animates.
        lines.append(Self.line(sequencer.passEnded(frame: 40, triggerEpoch: 12)))
        #expect(sequencer.triggerEpoch == 12)
        lines.append(Self.line(sequencer.stepCompleted(2, frame: 54)))
        lines.append(Self.line(sequencer.passEnded(frame: 55, triggerEpoch: 12)))
        lines.append(Self.line(sequencer.stepCompleted(3, frame: 64)))
        lines.append(Self.line(sequencer.stepCompleted(4, frame: 88)))
        lines.append(Self.line(sequencer.stepCompleted(5, frame: 112)))
        lines.append(Self.line(sequencer.stepCompleted(6, frame: 136)))
        lines.append(Self.line(sequencer.stepCompleted(7, frame: 136)))
        // The new run goes back to the first phase (4 → 0), then through every phase again.
        #expect(
            lines == [
                "none", "enter #1 0 → 10", "enter #2 10 → 4", "enter #3 4 → 0", "none", "none", "enter #4 0 → 10",
                "enter #5 10 → 4", "enter #6 4 → 0", "enter #7 0 = 0", "none",
            ])
        #expect(!sequencer.isRunning)
        #expect(sequencer.currentPhase == 0)
    }

    @Test("two trigger changes in one frame: one cycle per frame, the rest waits for the next frame")
    func twoChangesInOneFrame() {
        // Steps complete at once (no animation): each run is two steps, 0 → 1 and 1 → 0.
        var sequencer = Sequencer(phases: [0, 1], cycles: false)
        var lines = [Self.line(sequencer.appeared(frame: 5, trigger: Self.trigger(2)))]
        lines.append(Self.line(sequencer.passEnded(frame: 5, triggerEpoch: 3)))
        lines.append(Self.line(sequencer.stepCompleted(1, frame: 5)))
        lines.append(Self.line(sequencer.stepCompleted(2, frame: 5)))
        lines.append(Self.line(sequencer.passEnded(frame: 5, triggerEpoch: 4)))
        #expect(lines == ["none", "enter #1 0 → 1", "enter #2 1 → 0", "none", "wait until frame 6"])
        #expect(sequencer.dueFrame == 6)
        #expect(sequencer.isRunning)
        #expect(sequencer.currentPhase == 0, "the postponed step has not entered its phase")
        #expect(Self.line(sequencer.passEnded(frame: 5, triggerEpoch: 4)) == "none", "not again in frame 5")
        #expect(Self.line(sequencer.passEnded(frame: 6, triggerEpoch: 4)) == "enter #3 0 → 1")
        #expect(sequencer.dueFrame == nil)
        #expect(Self.line(sequencer.stepCompleted(3, frame: 6)) == "enter #4 1 → 0")
    }

    @Test("a trigger change while a step is postponed restarts from the phase really shown")
    func restartWhilePostponed() {
        var sequencer = Sequencer(phases: [0, 1], cycles: false)
        _ = sequencer.appeared(frame: 5, trigger: Self.trigger(2))
        _ = sequencer.passEnded(frame: 5, triggerEpoch: 3)
        _ = sequencer.stepCompleted(1, frame: 5)
        _ = sequencer.stepCompleted(2, frame: 5)
        #expect(Self.line(sequencer.passEnded(frame: 5, triggerEpoch: 4)) == "wait until frame 6")
        #expect(Self.line(sequencer.passEnded(frame: 6, triggerEpoch: 5)) == "enter #4 0 → 1")
        #expect(sequencer.dueFrame == nil, "the postponed step #3 is dropped")
        #expect(Self.line(sequencer.stepCompleted(3, frame: 6)) == "none")
    }

    @Test("steps that take no time: a cycling animator enters one cycle per frame and names the next frame due")
    func zeroDurationSteps() {
        var sequencer = Sequencer(phases: [0, 1], cycles: true)
        var lines: [String] = []
        var action = sequencer.appeared(frame: 0, trigger: nil)
        for frame in 0..<3 {
            if frame > 0 { action = sequencer.passEnded(frame: frame, triggerEpoch: nil) }
            while case .enter(let step) = action {
                lines.append("\(frame): " + Self.line(action))
                action = sequencer.stepCompleted(step.id, frame: frame)
            }
            lines.append("\(frame): " + Self.line(action))
            #expect(sequencer.dueFrame == frame + 1)
        }
        #expect(
            lines == [
                "0: enter #1 0 → 1", "0: enter #2 1 → 0", "0: wait until frame 1",
                "1: enter #3 0 → 1", "1: enter #4 1 → 0", "1: wait until frame 2",
                "2: enter #5 0 → 1", "2: enter #6 1 → 0", "2: wait until frame 3",
            ])
    }

    @Test("equal phases are steps that do not wait, and they count towards the frame's cycle")
    func equalPhaseSteps() {
        var sequencer = Sequencer(phases: [5, 5], cycles: false)
        _ = sequencer.appeared(frame: 0, trigger: Self.trigger(1))
        var lines: [String] = []
        for epoch: UInt32 in 2...3 {
            var action = sequencer.passEnded(frame: 0, triggerEpoch: epoch)
            while case .enter(let step) = action {
                lines.append(Self.line(action))
                action = sequencer.stepCompleted(step.id, frame: 0)
            }
            lines.append(Self.line(action))
        }
        #expect(lines == ["enter #1 5 = 5", "enter #2 5 = 5", "none", "wait until frame 1"])
    }

    @Test("removal mid-cycle: no action afterwards, nothing due")
    func removalMidCycle() {
        var sequencer = Sequencer(phases: [1, 2], cycles: true)
        #expect(Self.line(sequencer.appeared(frame: 0, trigger: nil)) == "enter #1 1 → 2")
        #expect(Self.line(sequencer.removed()) == "none")
        #expect(Self.line(sequencer.stepCompleted(1, frame: 30)) == "none")
        #expect(Self.line(sequencer.passEnded(frame: 31, triggerEpoch: nil)) == "none")
        #expect(Self.line(sequencer.appeared(frame: 32, trigger: nil)) == "none")
        #expect(Self.line(sequencer.appeared()) == "none")
        #expect(!sequencer.hasAppeared)
        #expect(!sequencer.isRunning)
    }

    @Test("removal while a step is postponed: the frame is no longer due")
    func removalWhilePostponed() {
        var sequencer = Sequencer(phases: [0, 1], cycles: true)
        var action = sequencer.appeared(frame: 0, trigger: nil)
        while case .enter(let step) = action { action = sequencer.stepCompleted(step.id, frame: 0) }
        #expect(sequencer.dueFrame == 1)
        _ = sequencer.removed()
        #expect(sequencer.dueFrame == nil)
        #expect(Self.line(sequencer.passEnded(frame: 1, triggerEpoch: nil)) == "none")
    }
}
