import GraphCore
import Testing

/// A rule that keeps what it derived from some of its sources while they stay unchanged: it asks
/// `keepUnchangedReads` before reading them, and the graph confirms them as read again, so its
/// edges are what reading them would have made.
@Suite("Kept reads")
struct KeptReadsTests {
    /// A rule whose value is `derived` (computed from `a` and `b`, counted in `runs`) plus `c`:
    /// `derived` is kept while `a` and `b` are unchanged.
    private final class Deriving {
        let graph = DependencyGraph()
        let a: Input<Int>
        let b: Input<Int>
        let c: Input<Int>
        var runs = 0
        var kept: Int?
        var keptReads = 0
        var rule: Rule<Int>!

        init() {
            a = graph.input(1, name: "a")
            b = graph.input(10, name: "b")
            c = graph.input(100, name: "c")
            rule = graph.rule(name: "rule") { [unowned self] in
                let derived: Int
                if let kept, graph.keepUnchangedReads(keptReads) {
                    derived = kept
                } else {
                    runs += 1
                    derived = a.value + b.value
                    keptReads = graph.readCount()
                    kept = derived
                }
                return derived + c.value
            }
        }
    }

    @Test("while the kept sources are unchanged, the derivation does not run and the edges stay")
    func keptWhileUnchanged() {
        let scene = Deriving()
        #expect(scene.rule.value == 111)
        #expect(scene.runs == 1)
        #expect(scene.keptReads == 2)
        scene.c.value = 200
        #expect(scene.rule.value == 211)
        #expect(scene.runs == 1, "only c changed: a and b were confirmed, not read")
        #expect(scene.graph.sources(of: scene.rule.id) == [scene.a.id, scene.b.id, scene.c.id])
        scene.b.value = 20
        #expect(scene.rule.value == 221)
        #expect(scene.runs == 2, "b changed: the derivation reads again")
        #expect(scene.graph.sources(of: scene.rule.id) == [scene.a.id, scene.b.id, scene.c.id])
        #expect(scene.graph._checkInvariants() == [])
    }

    @Test("a write of an equal value keeps the derivation; outside a rule nothing is kept or counted")
    func equalWritesAndOutsideRules() {
        let scene = Deriving()
        #expect(scene.rule.value == 111)
        scene.a.value = 1
        scene.c.value = 300
        #expect(scene.rule.value == 311)
        #expect(scene.runs == 1)
        #expect(!scene.graph.keepUnchangedReads(0))
        #expect(scene.graph.readCount() == 0)
    }

    @Test("a count past the previous source list keeps nothing, and the rule reads for itself")
    func countPastTheList() {
        let graph = DependencyGraph()
        let x = graph.input(1, name: "x")
        var kept: [Bool] = []
        // Unowned: a rule that held its graph would keep it alive for ever.
        let rule = graph.rule(name: "rule") { [unowned graph] in
            kept.append(graph.keepUnchangedReads(2))
            return x.value
        }
        #expect(rule.value == 1)
        x.value = 2
        #expect(rule.value == 2)
        #expect(kept == [false, false])
        #expect(graph.sources(of: rule.id) == [x.id])
    }
}
