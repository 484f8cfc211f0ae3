extension _TraceRecorder {
    /// The public ticks from `index` on, built from where the previous call stopped: a reader that
    /// asks for the ticks since its last read, as a test driving the graph step by step does, pays
    /// for those ticks only, however long the trace.
    ///
    /// An evaluation's old value is its node's previous recorded value, so building a tick needs the
    /// ticks before it: the builder's state is kept between calls. A call for an earlier index than
    /// the previous call reached, or after the ticks it reached were dropped, builds from the oldest
    /// recorded tick again.
    ///
    /// - Complexity: O(ticks from `index` on) when `index` is where the previous call stopped;
    ///   O(recorded ticks) otherwise.
    func ticks(from index: Int) -> [TraceTick] {
        let indices = recordedIndices
        let oldest = indices.lowerBound
        let end = indices.upperBound
        var builder: _TraceBuilder
        if let kept = windowBuilder, windowEnd <= index, windowEnd >= oldest {
            builder = kept
        } else {
            builder = _TraceBuilder(graph: graph)
            windowEnd = oldest
        }
        // Release the stored copy, so that the builder's tables are mutated in place.
        windowBuilder = nil
        var result: [TraceTick] = []
        // `windowEnd` and `index` are tick indices; the ring is walked by position.
        var position = firstPosition(reaching: windowEnd)
        while let recorded = recordedTick(at: position) {
            let tick = builder.tick(from: recorded)
            if tick.index + tick.frameCount > index { result.append(tick) }
            position += 1
        }
        windowBuilder = builder
        windowEnd = end
        return result
    }
}
