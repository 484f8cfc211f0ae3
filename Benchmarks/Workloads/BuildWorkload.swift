/// *build*: create a graph of `nodes` nodes (an input and a chain of rules, each reading the one
/// before) and pull its tail cold; report the time per node, and the heap and resident bytes per
/// node.
///
/// Memory is measured with glibc's `mallinfo2()` (see ``MemoryUsage``) right after the cold pull,
/// while the graph is alive, against the level before the engine was created; it counts the node
/// storage, edges, values and the rule closures' contexts. The resident figure is the growth of
/// the resident set over the same span: the pages the graph touched, allocator overhead and
/// rounding included. Both are taken in the first run (the warm-up), which starts by returning
/// the freed memory to the system, so that it starts from pages it does not already hold; the timed
/// runs then reuse the pages the runs before them freed, as a program building graphs again does,
/// and time the engine rather than the kernel's page faults. Every engine gets the same hint,
/// ``BenchmarkEngine/reserveCapacity(nodes:edges:)``: Animatic sizes its node and edge tables
/// (fair: the node count is known up front), and the naive and Observation graphs
/// its list of rules. Each run builds a fresh engine, freed after the timed region.
struct BuildWorkload: Workload {
    let nodes = 1_000_000

    var name: String { "build" }
    var unit: MeasurementUnit { .nanosecondsPerNode }
    var operationsPerRun: Int { nodes }
    var warmUpRuns: Int { 1 }
    var minimumRuns: Int { 1 }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let nodes = nodes
        var built: [Engine] = []  // Freed after the timed region.
        var bytesPerNode: Double?
        var residentBytesPerNode: Double?
        return Trial(
            run: {
                let measuresMemory = bytesPerNode == nil && residentBytesPerNode == nil
                if measuresMemory { MemoryUsage.releaseFreeMemory() }
                let before = MemoryUsage.allocatedBytes()
                let residentBefore = MemoryUsage.residentBytes()
                let engine = Engine()
                engine.reserveCapacity(nodes: nodes, edges: nodes - 1)
                let source = engine.input(1)
                var tail = engine.rule { source.value &+ 1 }
                for _ in 2..<nodes {
                    let previous = tail
                    tail = engine.rule { previous.value &+ 1 }
                }
                let value = tail.value
                if value != nodes { fail("build: tail \(value), expected \(nodes)") }
                if measuresMemory, let before, let after = MemoryUsage.allocatedBytes() {
                    bytesPerNode = Double(after - before) / Double(nodes)
                }
                if measuresMemory, residentBefore > 0 {
                    residentBytesPerNode = Double(MemoryUsage.residentBytes() - residentBefore) / Double(nodes)
                }
                built.append(engine)
            },
            cleanUp: {
                built.removeAll()
            },
            bytesPerNode: { bytesPerNode }, residentBytesPerNode: { residentBytesPerNode })
    }
}
