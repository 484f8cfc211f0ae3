/// A workload prepared on one engine: the timed run, and what to do after it.
struct Trial {
    /// Performs one run's operations, checking every result.
    let run: () -> Void
    /// Releases what the run built, outside the timed region.
    var cleanUp: () -> Void = {}
    /// The memory the latest run's graph held, in bytes per node, for build workloads.
    var bytesPerNode: () -> Double? = { nil }
    /// The resident memory the latest run's graph added, in bytes per node, for build workloads.
    var residentBytesPerNode: () -> Double? = { nil }
}

extension Trial {
    /// This trial, holding `owner` for as long as the trial is held: for a trial whose handles do
    /// not keep their engine alive, timed away from the engine's scope.
    func keeping(_ owner: AnyObject) -> Trial {
        let run = run
        return Trial(
            run: { withExtendedLifetime(owner) { run() } }, cleanUp: cleanUp, bytesPerNode: bytesPerNode,
            residentBytesPerNode: residentBytesPerNode)
    }
}
