import Foundation
import GraphCore
import Testing

/// A cold pull (reading rules that never ran) runs exactly the rules it reads, however deep it
/// nests: each case past the depth where the engine once evaluated every unread
/// rule created earlier.
@Suite("Cold pulls evaluate exactly what they read")
struct ColdPullTests {
    /// A chain `r0 … r<length>` over `source`, built after the rules passed in `before`.
    static func chain(in graph: DependencyGraph, over source: Input<Int>, length: Int) -> Rule<Int> {
        var last = graph.rule(name: "r0") { source.value }
        for index in 1...length {
            let previous = last
            last = graph.rule(name: "r\(index)") { previous.value + 1 }
        }
        return last
    }

    @Test("an unread rule does not run when a deep pull passes it", arguments: [10, 100, 1_000, 20_000])
    func unreadRuleStaysUnevaluated(length: Int) {
        let graph = DependencyGraph()
        var runs = 0
        let source = graph.input(1, name: "source")
        let unread = graph.rule(name: "unread") {
            runs += 1
            return source.value * 2
        }
        let last = Self.chain(in: graph, over: source, length: length)
        #expect(last.value == 1 + length)
        #expect(runs == 0, "the pull of r\(length) ran 'unread', which nothing reads")
        #expect(graph.state(of: unread.id) == .unevaluated)
    }

    @Test("an unread rule that reads a removed node does not break a deep pull")
    func unreadRuleReadingRemovedNode() {
        let graph = DependencyGraph()
        let source = graph.input(1, name: "source")
        let doomed = graph.input(5, name: "doomed")
        _ = graph.rule(name: "stale reader") { doomed.value + source.value }
        graph.remove(doomed.id)
        let last = Self.chain(in: graph, over: source, length: 100)
        #expect(last.value == 101)
    }

    @Test("an unread rule created first that reads the chain's end causes no false cycle")
    func watcherCreatedFirstIsNotACycle() {
        let graph = DependencyGraph()
        let source = graph.input(1, name: "source")
        var end: Rule<Int>?
        let watcher = graph.rule(name: "watcher") { end.map { $0.value * 10 } ?? -1 }
        end = Self.chain(in: graph, over: source, length: 100)
        #expect(end?.value == 101)
        #expect(graph.state(of: watcher.id) == .unevaluated)
        #expect(watcher.value == 1_010)
    }

    @Test("a deep cold pull evaluates every rule it reads once, and nothing else")
    func everyEvaluationIsRead() {
        final class Counter: GraphObserver {
            var evaluated: [NodeID] = []
            func graph(
                _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome,
                changedInputs: [NodeID], oldValue: Any?, newValue: Any
            ) { evaluated.append(node) }
        }
        let graph = DependencyGraph()
        let counter = Counter()
        graph.observer = counter
        let source = graph.input(0, name: "source")
        // Two interleaved chains: pulling one must not run the other.
        var even = graph.rule(name: "even0") { source.value }
        var odd = graph.rule(name: "odd0") { source.value }
        var evenIDs = [even.id]
        for index in 1...500 {
            let (e, o) = (even, odd)
            even = graph.rule(name: "even\(index)") { e.value + 2 }
            odd = graph.rule(name: "odd\(index)") { o.value + 2 }
            evenIDs.append(even.id)
        }
        #expect(even.value == 1_000)
        #expect(counter.evaluated.sorted() == evenIDs.sorted())
        #expect(graph.state(of: odd.id) == .unevaluated)
    }

    @Test("a deep cold pull on a thread with a small stack hops before the stack's end", arguments: [256, 512])
    func smallStack(kilobytes: Int) {
        // The pull's budget on the calling thread is capped by the thread's own stack: a thread made
        // with a small stack (as task pools and test runners make them) must not overflow.
        final class Result: @unchecked Sendable { var value = 0 }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let graph = DependencyGraph()
            let source = graph.input(1, name: "source")
            result.value = Self.chain(in: graph, over: source, length: 20_000).value
            done.signal()
        }
        thread.stackSize = kilobytes * 1024
        thread.start()
        done.wait()
        #expect(result.value == 20_001)
    }
}
