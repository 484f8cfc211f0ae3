import Animatic
import Testing

/// The keyframe sequencer as the driver uses it: appearance, trigger changes with their epochs,
/// frames and removal, and the one action each returns; the presentation an evaluation asks for
/// changes nothing.
@Suite("KeyframeSequencer events")
struct KeyframeSequencerEventTests {
    typealias Action = KeyframeSequencer.Action

    static func trigger(_ epoch: UInt32, differs: Bool = false) -> TriggerReading {
        TriggerReading(epoch: epoch, differsFromBaseline: differs)
    }

    @Test("appearance: without a trigger a run starts; with one, only off its baseline")
    func appearance() {
        var free = KeyframeSequencer(duration: 1, repeats: true)
        #expect(!free.hasAppeared)
        #expect(free.appeared(at: 0.25, trigger: nil) == .start)
        #expect(free.hasAppeared && free.isPlaying)
        #expect(free.appeared(at: 0.5, trigger: nil) == .play(elapsed: 0.25), "a second appearance is a frame")

        var atBaseline = KeyframeSequencer(duration: 1, repeats: false)
        #expect(atBaseline.appeared(at: 0, trigger: Self.trigger(3)) == .rest(elapsed: 0))
        #expect(atBaseline.triggerEpoch == 3)
        #expect(!atBaseline.isPlaying)

        var offBaseline = KeyframeSequencer(duration: 1, repeats: false)
        #expect(offBaseline.appeared(at: 0, trigger: Self.trigger(3, differs: true)) == .start)
        #expect(offBaseline.frameReached(at: 0.5) == .play(elapsed: 0.5))
    }

    @Test("a trigger change while a run plays restarts it from the timeline's start at the change's time")
    func restartWhilePlaying() {
        var sequencer = KeyframeSequencer(duration: 1, repeats: false)
        let frames: [(time: Double, epoch: UInt32)] = [
            (0, 3), (0.5, 7), (1, 7), (75.0 / 60, 9), (105.0 / 60, 9), (134.0 / 60, 9), (135.0 / 60, 9), (3, 9),
        ]
        let actions = frames.map { sequencer.observe(at: $0.time, trigger: Self.trigger($0.epoch)) }
        #expect(
            actions == [
                .rest(elapsed: 0), .start, .play(elapsed: 0.5), .start, .play(elapsed: 105.0 / 60 - 75.0 / 60),
                .play(elapsed: 134.0 / 60 - 75.0 / 60), .finish(elapsed: 1), .rest(elapsed: 1),
            ])
        #expect(sequencer.triggerEpoch == 9)
    }

    @Test("two trigger changes in one frame: each restarts the run at the same time, once")
    func twoChangesInOneFrame() {
        var sequencer = KeyframeSequencer(duration: 0.5, repeats: false)
        _ = sequencer.appeared(at: 0, trigger: Self.trigger(1))
        #expect(sequencer.triggerChanged(epoch: 2, at: 0.25) == .start)
        #expect(sequencer.triggerChanged(epoch: 3, at: 0.25) == .start)
        #expect(sequencer.observe(at: 0.25, trigger: Self.trigger(3)) == .play(elapsed: 0), "the same epoch again")
        #expect(sequencer.observe(at: 0.5, trigger: Self.trigger(3)) == .play(elapsed: 0.25))
        #expect(sequencer.observe(at: 0.75, trigger: Self.trigger(3)) == .finish(elapsed: 0.5))
    }

    @Test("a repeating run loops once per duration, from where the last run ended", arguments: [60.0, 120.0])
    func repeatingFrames(framesPerSecond: Double) {
        // Duration 0.5 s: runs end at frames fps/2, fps, 3·fps/2, …
        var sequencer = KeyframeSequencer(duration: 0.5, repeats: true)
        let runFrames = Int(framesPerSecond / 2)
        #expect(sequencer.observe(at: 0, trigger: nil) == .start)
        for frame in 1...(4 * runFrames) {
            let time = Double(frame) / framesPerSecond
            let action = sequencer.observe(at: time, trigger: nil)
            let expectedElapsed = Double(frame % runFrames) / framesPerSecond
            switch action {
            case .play(let elapsed):
                #expect(frame % runFrames != 0, "frame \(frame) ends a run")
                #expect(abs(elapsed - expectedElapsed) < 1e-9, "frame \(frame): elapsed \(elapsed)")
            case .loop(let elapsed, let completedRuns):
                #expect(frame % runFrames == 0 && completedRuns == 1, "frame \(frame): \(completedRuns) runs")
                #expect(abs(elapsed) < 1e-9, "frame \(frame): elapsed \(elapsed)")
            default:
                Issue.record("frame \(frame): \(action)")
            }
        }
    }

    @Test("a timeline that lasts no time starts and finishes at once, repeating or not", arguments: [true, false])
    func zeroDuration(repeats: Bool) {
        var sequencer = KeyframeSequencer(duration: 0, repeats: repeats)
        #expect(sequencer.appeared(at: 1, trigger: nil) == .startAndFinish)
        #expect(!sequencer.isPlaying)
        #expect(sequencer.frameReached(at: 2) == .rest(elapsed: 0))
        #expect(sequencer.triggerChanged(epoch: 5, at: 3) == .startAndFinish)
        #expect(sequencer.frameReached(at: 4) == .rest(elapsed: 0))
    }

    @Test("removal mid-run: no action afterwards")
    func removalMidRun() {
        var sequencer = KeyframeSequencer(duration: 1, repeats: true)
        #expect(sequencer.appeared(at: 0, trigger: nil) == .start)
        #expect(sequencer.removed() == .none)
        #expect(!sequencer.isPlaying && !sequencer.hasAppeared)
        #expect(sequencer.frameReached(at: 0.5) == .none)
        #expect(sequencer.triggerChanged(epoch: 4, at: 0.5) == .none)
        #expect(sequencer.observe(at: 2, trigger: Self.trigger(5)) == .none)
        #expect(sequencer.appeared(at: 2, trigger: nil) == .none)
    }

    @Test("a presentation is what the same events would return, and changes nothing")
    func presentationIsPure() {
        var sequencer = KeyframeSequencer(duration: 0.5, repeats: false)
        let events: [(time: Double, epoch: UInt32)] = [
            (0, 1), (0.1, 1), (0.2, 2), (0.5, 2), (0.7, 2), (0.8, 2), (1, 3),
        ]
        for event in events {
            let before = sequencer
            let presented = sequencer.presentation(at: event.time, trigger: Self.trigger(event.epoch))
            #expect(sequencer == before, "at \(event.time) s the presentation changed the sequencer")
            #expect(presented == sequencer.presentation(at: event.time, trigger: Self.trigger(event.epoch)))
            #expect(sequencer.observe(at: event.time, trigger: Self.trigger(event.epoch)) == presented)
        }
        #expect(sequencer.isPlaying, "the last change, at 1 s, started a run")
    }
}
