import Testing

@testable import Animatic

/// The recorder writes a batch's common reports (no cause, at most one changed input, a `Double`,
/// `Int` or `Bool` value) in stretches of one value type, and every other report on its own: the
/// frames of an animation whose rules change value type at every step, with a boxed value among
/// them, record each value with its own type.
@Suite("Trace batch records")
struct TraceBatchRecordTests {
    @Test("frames whose rules change value type at every step record each value as its rule made it")
    func mixedTypes() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let n = graph.state(0.0, name: "n")
        let view = graph.animatable(name: "view") { n.value }
        // Each round: Double, Int, Bool, String (boxed), then an Int again, each rule reading the
        // one before: a frame of the animation runs them in one walk, driven by the clock, so their
        // reports have no cause and most go through the common path.
        var previous = graph.rule(name: "start") { Int(view.value) }
        for round in 0..<20 {
            let source = previous
            let double = graph.rule(name: "d\(round)") { Double(source.value) + 0.5 }
            let int = graph.rule(name: "i\(round)") { Int(double.value * 2) }
            let bool = graph.rule(name: "b\(round)") { int.value % 3 == 1 }
            let text = graph.rule(name: "s\(round)") { bool.value ? "three \(round)" : "other \(round)" }
            previous = graph.rule(name: "e\(round)") { text.value.hasPrefix("three") ? source.value + 1 : source.value }
        }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) { n.value = 1_000 }
        for _ in 0..<30 { graph.advance(by: 1 / graph.framesPerSecond) }

        // Each value is checked against the latest value of the rule it read, as the trace has it.
        var latest: [String: Any] = [:]
        var checked: [String: Int] = [:]
        func check(_ name: String, _ value: Any) {
            func sourceOf(_ round: Int) -> Int? { latest[round == 0 ? "start" : "e\(round - 1)"] as? Int }
            guard let kind = name.first, let round = Int(name.dropFirst()), let source = sourceOf(round) else {
                return
            }
            switch kind {
            case "d": #expect(value as? Double == Double(source) + 0.5, "\(name) after \(source)")
            case "i": #expect(value as? Int == 2 * source + 1, "\(name) after \(source)")
            case "b": #expect(value as? Bool == (source % 3 == 0), "\(name) after \(source)")
            case "s": #expect(value as? String == (source % 3 == 0 ? "three \(round)" : "other \(round)"), "\(name)")
            case "e": #expect(value as? Int == (source % 3 == 0 ? source + 1 : source), "\(name) after \(source)")
            default: return
            }
            checked[String(kind), default: 0] += 1
        }
        for tick in graph.trace.ticks {
            for event in tick.events {
                guard case .evaluated(let node, _, _, _, let value, _) = event else { continue }
                check(node.name, value.base)
                latest[node.name] = value.base
            }
        }
        // Every kind was checked in many frames, not only at the first evaluation; a string runs
        // only when its Bool changes.
        for (kind, least) in [("d", 200), ("i", 200), ("b", 200), ("s", 20), ("e", 200)] {
            #expect(checked[kind, default: 0] >= least, "\(kind): \(checked[kind, default: 0]) values checked")
        }
    }
}
