import GraphCore
import Testing

/// The graph tells a front end which of the nodes it read from outside any rule changed since it
/// last asked, and nothing about nodes it did not read or values that stayed equal.
@Suite("Watching nodes read from outside the rules")
struct DependencyGraphWatchingTests {
    @Test("reads outside rules are logged in order; reads inside rules are not")
    func readsLogged() {
        let graph = DependencyGraph()
        let a = graph.input(1, name: "a")
        let b = graph.input(2, name: "b")
        let sum = graph.rule(name: "sum") { a.value + b.value }
        graph.isLoggingReads = true
        #expect(sum.value == 3)
        _ = b.value
        #expect(Array(graph.loggedReads(from: 0)) == [sum.id.rawValue, b.id.rawValue])
        graph.dropLoggedReads(from: 1)
        #expect(graph.loggedReadCount == 1)
        graph.isLoggingReads = false
        #expect(graph.loggedReadCount == 0)
        _ = a.value
        #expect(graph.loggedReadCount == 0)
    }

    @Test("a watched node's change is handed over once; an equal value and unwatched nodes are not")
    func changesHandedOver() throws {
        let graph = DependencyGraph()
        let a = graph.input(1, name: "a")
        let b = graph.input(10, name: "b")
        let parity = graph.rule(name: "parity") { a.value % 2 }
        let unwatched = graph.rule(name: "unwatched") { b.value + 1 }
        graph.isLoggingReads = true
        _ = parity.value
        graph.isLoggingReads = false
        _ = unwatched.value
        #expect(try #require(graph.takeWatchedChanges()).isEmpty)
        a.value = 3  // parity stays 1: an equal value, no change
        b.value = 11
        _ = parity.value
        _ = unwatched.value
        #expect(try #require(graph.takeWatchedChanges()).isEmpty)
        a.value = 4
        #expect(!graph.hasWatchedChanges)  // noted when the rule runs, not when it is marked
        _ = parity.value
        #expect(graph.hasWatchedChanges)
        #expect(try #require(graph.takeWatchedChanges()) == [parity.id.rawValue])
        #expect(try #require(graph.takeWatchedChanges()).isEmpty)
    }

    @Test("a watched input's write is a change")
    func inputWrite() throws {
        let graph = DependencyGraph()
        let a = graph.input(1, name: "a")
        graph.isLoggingReads = true
        _ = a.value
        graph.isLoggingReads = false
        a.value = 1
        #expect(try #require(graph.takeWatchedChanges()).isEmpty)
        a.value = 2
        #expect(try #require(graph.takeWatchedChanges()) == [a.id.rawValue])
    }
}
