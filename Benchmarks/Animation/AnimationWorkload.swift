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

    /// The median nanoseconds per frame over `runs` timed calls, after two warm-up calls.
    func measure(runs: Int) -> Double {
        let operation = prepare()
        operation()
        operation()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            operation()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(framesPerRun))
        }
        return times.sorted()[times.count / 2]
    }
}
