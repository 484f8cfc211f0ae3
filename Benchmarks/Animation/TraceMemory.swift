import Animatic

/// What a bounded trace holds in memory per recorded event, on the 10,000-view scene with every
/// view animating: the heap in use with the last `ticks` ticks traced, less the heap of the same
/// scene untraced after the same frames, over the events the kept ticks hold.
///
/// Each scene runs three rounds of the ring, so that every tick's buffers have been reused; the
/// figure counts what the recorder keeps (records, boxed values, changed inputs, full events), not
/// the `Trace` built to count the events, which is built after the heap is read.
enum TraceMemory {
    /// The bytes per recorded event and the number of events the kept ticks hold; `nil` where the
    /// heap cannot be measured (see ``MemoryUsage``).
    static func bytesPerEvent(ticks: Int) -> (bytes: Double, events: Int)? {
        func heap(tracing: TraceMode) -> (bytes: Int, scene: ViewsScene)? {
            MemoryUsage.releaseFreeMemory()
            guard let before = MemoryUsage.allocatedBytes() else { return nil }
            let scene = ViewsScene(views: 10_000, animating: 10_000, tracing: tracing)
            scene.run(frames: 3 * ticks, animating: 10_000)
            guard let after = MemoryUsage.allocatedBytes() else { return nil }
            return (after - before, scene)
        }
        guard let untraced = heap(tracing: .off)?.bytes, let (traced, scene) = heap(tracing: .lastTicks(ticks))
        else { return nil }
        let events = scene.graph.trace.ticks.reduce(0) { $0 + $1.events.count }
        guard events > 0 else { return nil }
        return (Double(traced - untraced) / Double(events), events)
    }
}
