extension AnimationGraph {
    /// The recorded history from the tick with the given index on: the ticks a caller has not read
    /// yet, without rebuilding the ones before them.
    ///
    /// Read ``trace`` for the whole history. Read this to follow a run as it goes, as a test that
    /// drives the graph step by step does: remember ``tickCount`` before a step, and read the ticks
    /// from there after it.
    ///
    ///     let first = graph.tickCount
    ///     graph.advance(by: 0.5)
    ///     let step = graph.trace(fromTick: first)   // the 30 ticks just run
    ///
    /// The graph keeps, between calls, what it needs to build the next ticks (each node's latest
    /// value, the old value of its next evaluation), so reading on from where the previous call
    /// stopped costs what the new ticks cost, however long the history is.
    ///
    /// - Parameter index: The index of the first tick to return. Ticks already dropped by a bounded
    ///   ``TraceMode`` are not returned; an index past the latest tick gives no ticks.
    /// - Returns: A trace of the recorded ticks from `index` on. Its ``Trace/droppedTickCount``
    ///   counts every tick before its first one; empty when tracing is ``TraceMode/off``.
    /// - Complexity: O(ticks returned) when `index` is where the previous call stopped (the
    ///   ``tickCount`` of its time); otherwise O(recorded ticks), once.
    public func trace(fromTick index: Int) -> Trace {
        guard let recorder else {
            return Trace(ticks: [], framesPerSecond: framesPerSecond, droppedTickCount: tickCount, timeNode: timeNode)
        }
        let ticks = recorder.ticks(from: index)
        return Trace(
            ticks: ticks, framesPerSecond: framesPerSecond,
            droppedTickCount: ticks.first?.index ?? recorder.recordedIndices.upperBound, timeNode: timeNode)
    }
}
