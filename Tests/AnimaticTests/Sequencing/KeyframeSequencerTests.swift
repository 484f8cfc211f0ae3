import Animatic
import Testing

/// The keyframe sequencer alone: times in, actions out, no graph.
@Suite("KeyframeSequencer (pure)")
struct KeyframeSequencerTests {
    @Test("waits, plays once from a start, finishes exactly at the duration, then rests on the end")
    func playOnce() {
        var sequencer = KeyframeSequencer(duration: 1, repeats: false)
        #expect(sequencer.update(at: 0) == .rest(elapsed: 0))
        #expect(sequencer.start(at: 0.5) == .play(elapsed: 0))
        #expect(sequencer.update(at: 1) == .play(elapsed: 0.5))
        #expect(sequencer.update(at: 89.0 / 60) == .play(elapsed: 89.0 / 60 - 0.5))
        #expect(sequencer.update(at: 90.0 / 60) == .finish(elapsed: 1))
        #expect(!sequencer.isPlaying)
        #expect(sequencer.update(at: 2) == .rest(elapsed: 1))
    }

    @Test("a start while playing restarts from the beginning")
    func restart() {
        var sequencer = KeyframeSequencer(duration: 1, repeats: false)
        _ = sequencer.start(at: 0)
        #expect(sequencer.update(at: 0.75) == .play(elapsed: 0.75))
        #expect(sequencer.start(at: 0.75) == .play(elapsed: 0))
        #expect(sequencer.update(at: 1.25) == .play(elapsed: 0.5))
        #expect(sequencer.update(at: 1.75) == .finish(elapsed: 1))
    }

    @Test("repeating: each run starts where the last ended, so runs never drift from the frames")
    func repeats() {
        var sequencer = KeyframeSequencer(duration: 0.5, repeats: true)
        #expect(sequencer.start(at: 0) == .play(elapsed: 0))
        #expect(sequencer.update(at: 0.25) == .play(elapsed: 0.25))
        #expect(sequencer.update(at: 0.5) == .loop(elapsed: 0, completedRuns: 1))
        #expect(sequencer.update(at: 0.75) == .play(elapsed: 0.25))
        #expect(sequencer.update(at: 2.25) == .loop(elapsed: 0.25, completedRuns: 3))
        #expect(sequencer.isPlaying)
    }

    @Test("a timeline that lasts no time finishes as it starts, even when repeating")
    func zeroDuration() {
        var sequencer = KeyframeSequencer(duration: 0, repeats: true)
        #expect(sequencer.start(at: 1) == .finish(elapsed: 0))
        #expect(sequencer.update(at: 2) == .rest(elapsed: 0))
    }
}
