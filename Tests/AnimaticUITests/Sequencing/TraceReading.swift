import AnimaticUI

/// Reading a host's trace by frame, for the sequencer views' tests.
extension ViewHost {
    /// Runs frames up to frame `frame` (at 60 frames per second).
    func advance(toFrame frame: Int) {
        advance(to: Double(frame) / 60)
    }

    /// The value the node `name` held in frame `frame`: its last sample at or before it, as `Value`.
    func value<Value>(of name: String, atFrame frame: Int, as type: Value.Type = Value.self) -> Value? {
        trace.samples(of: name).last { $0.frame <= frame }?.value.base as? Value
    }

    /// The frames in which the node `name` was evaluated, in order, each once.
    func framesEvaluating(_ name: String) -> [Int] {
        var frames: [Int] = []
        for tick in trace.ticks where tick.evaluated.contains(name) && frames.last != tick.frame {
            frames.append(tick.frame)
        }
        return frames
    }
}
