import Animatic
import Dispatch

/// *deep* measured the way users create rules: `graph.rule { previous.value &+ 1 }`, closure
/// literals handed straight to GraphCore (see ``DirectBuild`` for why the generic harness differs:
/// its wrapper stores each closure through a reabstraction thunk, one more indirect call per
/// evaluation).
enum DirectDeep {
    static let length = 1_000
    static let writes = 1_000

    /// The median nanoseconds per node update over `runs` timed runs, after two warm-up runs.
    static func nanosecondsPerNodeUpdate(runs: Int) -> Double {
        let graph = DependencyGraph()
        let source = graph.input(0)
        var tail = graph.rule { source.value &+ 1 }
        for _ in 1..<length {
            let previous = tail
            tail = graph.rule { previous.value &+ 1 }
        }
        let last = tail
        var next = 0
        func run() {
            for _ in 0..<writes {
                next += 1
                source.value = next
                if last.value != next + length { fail("direct deep: tail \(last.value) after writing \(next)") }
            }
        }
        run()
        run()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            run()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(length * writes))
        }
        return withExtendedLifetime(graph) { times.sorted()[times.count / 2] }
    }
}
