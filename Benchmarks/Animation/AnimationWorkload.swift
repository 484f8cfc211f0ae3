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
}
