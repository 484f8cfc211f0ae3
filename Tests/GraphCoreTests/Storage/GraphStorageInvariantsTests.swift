import GraphCore
import Testing

/// The storage's structural check: silent on every graph the engine builds, and loud, naming what
/// broke, on a copy with a defect put in on purpose.
@Suite("Graph storage invariants")
struct GraphStorageInvariantsTests {
    /// `a`, `b` (inputs); `sum` = a + b, `double` = sum × 2, `pick` = a > 0 ? sum : b; all pulled.
    /// Node identifiers are creation indices: a #0, b #1, sum #2, double #3, pick #4.
    static func sampleGraph() -> (DependencyGraph, Input<Int>, Rule<Int>) {
        let graph = DependencyGraph()
        let a = graph.input(1, name: "a")
        let b = graph.input(2, name: "b")
        let sum = graph.rule(name: "sum") { a.value + b.value }
        let double = graph.rule(name: "double") { sum.value * 2 }
        let pick = graph.rule(name: "pick") { a.value > 0 ? sum.value : b.value }
        #expect(double.value == 6)
        #expect(pick.value == 3)
        return (graph, a, pick)
    }

    static let a = NodeID(rawValue: 0)
    static let b = NodeID(rawValue: 1)
    static let sum = NodeID(rawValue: 2)
    static let double = NodeID(rawValue: 3)

    @Test("a graph the engine built holds every invariant, after writes, new edges, pulls and removals")
    func soundGraph() {
        let (graph, a, pick) = Self.sampleGraph()
        #expect(graph._checkInvariants() == [])
        a.value = -1  // `pick` now reads b instead of sum: edges go and come
        #expect(graph._checkInvariants() == [], "stale, before the pull")
        #expect(pick.value == 2)
        #expect(graph._checkInvariants() == [], "after the pull changed pick's edges")
        graph.remove(Self.double)  // its edge from sum goes with it
        #expect(graph._checkInvariants() == [], "after a removal")
        let late = graph.rule(name: "late") { a.withoutDependencies { a.value } + pick.value }
        #expect(late.value == 1)
        graph.updateOutputs()
        #expect(graph._checkInvariants() == [], "after withoutDependencies and updateOutputs")
    }

    /// Each defect, and a phrase the check must report for it.
    static let defects: [(_StorageDefect, String)] = [
        (.brokenBackPointer(a), "in node a's dependent list points back to edge"),
        (.retargetedSourceEdge(double, to: b), "is in node double's source list but leads to node b"),
        (.miscountedEdges(by: 1), "but the live edge count is"),
        (.freedLiveEdge(double), "which is free"),
        (.removedWithEdges(sum), "node sum was removed but still has edges"),
        (.state(sum, .stale), "node double is up to date but its source node sum is stale"),
        (
            .flippedScalarRuleFlag(sum),
            "node sum's flags say it is not a rule of a Double, an Int or a Bool, which it is"
        ),
        (.flippedScalarRuleFlag(a), "node a's flags say it is a rule of a Double, an Int or a Bool, which it is not"),
        (.duplicatedSource(sum), "node sum reads node a through two edges"),
    ]

    @Test("a defect in a copy of the storage is caught and named; the graph itself stays sound", arguments: defects)
    func defectCaught(defect: _StorageDefect, phrase: String) {
        let (graph, _, _) = Self.sampleGraph()
        let violations = graph._checkInvariants(afterIntroducing: defect)
        #expect(
            violations.contains { $0.contains(phrase) },
            "\(defect): expected a violation containing “\(phrase)”, got \(violations)")
        #expect(graph._checkInvariants() == [], "the graph the copy was taken from")
    }
}
