import Animatic
import Dispatch

/// A benchmark of the animation engine (``AnimationGraph``): no baselines, Animatic only.
///
/// `prepare` builds a scene and returns the operation to time, one frame (or one batch of frames)
/// per call; the harness warms it up, times `runs` calls and reports the median per frame.
struct AnimationWorkload {
    let name: String
    /// Frames one call of the operation runs.
    let framesPerRun: Int
    /// Builds the scene and returns the timed operation; called once.
    let prepare: () -> () -> Void

    /// Frames run before timing: enough to fill a bounded trace of 100 ticks, so the timed frames
    /// show the steady state (reused buffers), not the ring's first allocations.
    static let warmUpFrames = 120

    /// The median nanoseconds per frame over `runs` timed calls, after a warm-up of at least two
    /// calls and ``warmUpFrames`` frames.
    func measure(runs: Int) -> Double {
        let operation = prepare()
        for _ in 0..<max(2, (Self.warmUpFrames + framesPerRun - 1) / framesPerRun) { operation() }
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            operation()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(framesPerRun))
        }
        return times.sorted()[times.count / 2]
    }

    /// Times two workloads in alternation and answers the median nanoseconds per frame of each and
    /// the median of their per-run ratios (`other` ÷ `self`).
    ///
    /// Each timed run of one is followed at once by a timed run of the other, so the pair sees the
    /// same load: on a busy machine the ratio holds where two medians taken one after the other
    /// drift apart. Each timed run follows an untimed one of the same scene.
    func measurePaired(with other: AnimationWorkload, runs: Int) -> (mine: Double, other: Double, ratio: Double) {
        let first = prepare()
        let second = other.prepare()
        for _ in 0..<max(2, (Self.warmUpFrames + framesPerRun - 1) / framesPerRun) {
            first()
            second()
        }
        // A run of its own first, untimed, as `PairedRatio` does: the timed run then starts on the
        // caches its own scene left, as in a scene run on its own, not on the other scene's.
        func time(_ operation: () -> Void, frames: Int) -> Double {
            operation()
            let start = DispatchTime.now().uptimeNanoseconds
            operation()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(frames)
        }
        var mine: [Double] = []
        var theirs: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<runs {
            let a = time(first, frames: framesPerRun)
            let b = time(second, frames: other.framesPerRun)
            mine.append(a)
            theirs.append(b)
            ratios.append(b / a)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(mine), median(theirs), median(ratios))
    }
}
