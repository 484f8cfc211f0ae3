import Animatic
import AnimaticTestSupport
import Testing

/// Seeded random event sequences sent to phase sequencers, carried out as the engine's driver does
/// them. Whatever the order of pass ends, trigger changes, completions (current, stale or unknown)
/// and frames, every run must keep the sequencer's promises: each step leaves the phase the last
/// one entered, step numbers grow, a frame enters at most one whole cycle, a postponed step names
/// the next frame and is entered there, and after removal nothing acts.
@Suite("PhaseSequencer fuzz")
struct PhaseSequencerFuzzTests {
    typealias Sequencer = PhaseSequencer<Int>

    /// The driver's view of one run: what it showed and what it waits for.
    struct Run {
        var sequencer: Sequencer
        var frame = 0
        var epoch: UInt32 = 1
        var shown: Int
        var lastStepID = 0
        var enteredInFrame = 0
        var waitingFor: [Int] = []
        var removed = false
        var log: [String] = []
        var problems: [String] = []

        init(phases: [Int], cycles: Bool) {
            sequencer = Sequencer(phases: phases, cycles: cycles)
            shown = phases[0]
        }

        mutating func check(_ condition: Bool, _ message: String) {
            if !condition { problems.append("frame \(frame): \(message)") }
        }

        /// Carries out `action` as the driver does: a step that does not wait completes at once.
        mutating func perform(_ action: Sequencer.Action, after event: String) {
            log.append("\(frame) \(event)")
            var action = action
            if removed { check(action == .none, "\(event) after removal returned \(action)") }
            while true {
                switch action {
                case .none:
                    return
                case .wait(let due):
                    check(due == frame + 1, "postponed to frame \(due)")
                    check(sequencer.dueFrame == due, "due frame \(String(describing: sequencer.dueFrame)), not \(due)")
                    check(enteredInFrame == sequencer.phases.count, "postponed after \(enteredInFrame) steps")
                    return
                case .enter(let step):
                    log.append("  enter #\(step.id) \(step.from) → \(step.to)")
                    check(step.from == shown, "step #\(step.id) leaves \(step.from), but \(shown) is shown")
                    check(step.id > lastStepID, "step #\(step.id) after #\(lastStepID)")
                    enteredInFrame += 1
                    check(enteredInFrame <= sequencer.phases.count, "\(enteredInFrame) steps in one frame")
                    shown = step.to
                    lastStepID = step.id
                    guard step.waits else {
                        action = sequencer.stepCompleted(step.id, frame: frame)
                        continue
                    }
                    waitingFor.append(step.id)
                    return
                }
            }
        }

        mutating func step(_ random: inout SplitMix64) {
            switch random.int(below: 10) {
            case 0...2:
                if !sequencer.cycles && random.chance(percent: 50) { epoch += 1 }
                let due = sequencer.dueFrame
                let epochBefore = sequencer.triggerEpoch
                let action = sequencer.passEnded(frame: frame, triggerEpoch: sequencer.cycles ? nil : epoch)
                if let due, due <= frame, epochBefore == (sequencer.cycles ? 0 : epoch) {
                    if case .enter = action {} else { check(false, "the step due at frame \(due) was not entered") }
                }
                perform(action, after: "pass ended, epoch \(epoch)")
            case 3...6:
                guard !waitingFor.isEmpty else { return }
                // Mostly the latest step, sometimes a stale one or one never started.
                let id =
                    random.chance(percent: 70)
                    ? waitingFor.removeLast()
                    : random.chance(percent: 50) ? waitingFor[random.int(below: waitingFor.count)] : lastStepID + 7
                perform(sequencer.stepCompleted(id, frame: frame), after: "step #\(id) completed")
            case 7...8:
                frame += 1 + (random.chance(percent: 20) ? random.int(below: 5) : 0)
                enteredInFrame = 0
            default:
                if random.chance(percent: 10) {
                    removed = true
                    perform(sequencer.removed(), after: "removed")
                    check(sequencer.dueFrame == nil && !sequencer.hasAppeared, "still due or shown after removal")
                }
            }
        }
    }

    @Test("random events keep every promise", arguments: 0..<4)
    func randomEvents(batch: Int) {
        var failures: [String] = []
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var random = SplitMix64(seed: seed)
            let phases = (0...random.int(below: 4)).map { _ in random.int(below: 3) }
            let cycles = random.chance(percent: 30)
            var run = Run(phases: phases, cycles: cycles)
            let differs = random.chance(percent: 30)
            let reading = cycles ? nil : TriggerReading(epoch: run.epoch, differsFromBaseline: differs)
            run.perform(run.sequencer.appeared(frame: 0, trigger: reading), after: "appeared")
            for _ in 0..<200 { run.step(&random) }
            if !run.problems.isEmpty {
                failures.append(
                    "seed \(seed), phases \(phases), cycles \(cycles): \(run.problems.prefix(3))\n"
                        + run.log.suffix(20).joined(separator: "\n"))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) runs broke a promise; the first:\n\(failures.first ?? "")")
    }
}
