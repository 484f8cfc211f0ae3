import AnimaticTestSupport
import GraphCore
import Testing

/// A write's cause travels down with its change: each rule that changes takes the latest cause among
/// the changed inputs it read, and a rule asks for the cause reaching it from its own sources only.
@Suite("Change causes flow down with the change")
struct ChangeCauseTests {
    static func cause(_ number: UInt32) -> ChangeCause { ChangeCause(rawValue: number) }

    @Test("a write's cause reaches the end of a chain, and the last rule reads it while it runs")
    func chain() {
        let graph = DependencyGraph()
        let source = graph.input(0, name: "source")
        var seen: [ChangeCause] = []
        var last = graph.rule(name: "r0") { source.value }
        for index in 1...200 {
            let previous = last
            last = graph.rule(name: "r\(index)") { previous.value + 1 }
        }
        let end = last
        var watcherID: NodeID?
        let watcher = graph.rule(name: "watcher") { [unowned graph] in
            let value = end.value
            seen.append(graph.pendingCause(of: watcherID!))
            return value
        }
        watcherID = watcher.id
        #expect(watcher.value == 200)
        source.set(5, cause: Self.cause(7))
        #expect(watcher.value == 205)
        #expect(graph.cause(of: source.id) == Self.cause(7))
        #expect(graph.cause(of: end.id) == Self.cause(7))
        #expect(seen == [.none, Self.cause(7)])
        #expect(graph._checkInvariants() == [])
    }

    @Test("a rule that read two changed inputs carries the later cause")
    func latestOfTwo() {
        let graph = DependencyGraph()
        let x = graph.input(1, name: "x")
        let y = graph.input(2, name: "y")
        let sum = graph.rule(name: "sum") { x.value + y.value }
        #expect(sum.value == 3)
        y.set(20, cause: Self.cause(9))
        x.set(10, cause: Self.cause(4))
        #expect(sum.value == 30)
        #expect(graph.cause(of: sum.id) == Self.cause(9))
        x.set(11, cause: Self.cause(12))
        #expect(sum.value == 31)
        #expect(graph.cause(of: sum.id) == Self.cause(12), "only x changed this time")
    }

    @Test("a write without a cause does not hide an earlier one, and an unchanged rule keeps its cause")
    func uncausedAndCutOff() {
        let graph = DependencyGraph()
        let time = graph.input(0.0, name: "time")
        let model = graph.input(1, name: "model")
        let sign = graph.rule(name: "sign") { model.value > 0 }
        let view = graph.rule(name: "view") { (sign.value ? 1.0 : -1.0) + time.value }
        #expect(view.value == 1)
        model.set(-1, cause: Self.cause(3))
        time.value = 0.5
        #expect(view.value == -0.5)
        #expect(graph.cause(of: view.id) == Self.cause(3), "the clock's write carries no cause")
        // The sign stays: the change stops at `sign`, and `view` runs for the time alone.
        model.set(-2, cause: Self.cause(5))
        time.value = 1
        #expect(view.value == 0)
        #expect(graph.cause(of: sign.id) == Self.cause(3))
        #expect(graph.cause(of: model.id) == Self.cause(5))
        #expect(graph.cause(of: view.id) == .none, "only the uncaused time write reached it")
    }

    @Test("an observer sees each evaluation's cause")
    func observed() {
        final class Causes: GraphObserver {
            var seen: [String: ChangeCause] = [:]
            func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {
                seen[graph.name(of: evaluation.node)] = evaluation.cause
            }
        }
        let graph = DependencyGraph()
        let causes = Causes()
        graph.observer = causes
        let x = graph.input(1, name: "x")
        let double = graph.rule(name: "double") { x.value * 2 }
        let label = graph.rule(name: "label") { "\(double.value)" }
        #expect(label.value == "2")
        #expect(causes.seen == ["double": .none, "label": .none])
        x.set(4, cause: Self.cause(2))
        #expect(label.value == "8")
        #expect(causes.seen == ["double": Self.cause(2), "label": Self.cause(2)])
        graph.observer = nil
    }

    @Test("nodes created before and after the first cause all get a slot", arguments: [0, 1, 100])
    func slots(before: Int) {
        let graph = DependencyGraph()
        let inputs = (0..<before).map { graph.input($0, name: "early \($0)") }
        let source = graph.input(0, name: "source")
        source.set(1, cause: Self.cause(1))
        let late = (0..<10).map { index in graph.rule(name: "late \(index)") { source.value + index } }
        #expect(late.map(\.value) == Array(1...10))
        #expect(inputs.allSatisfy { graph.cause(of: $0.id) == .none })
        #expect(late.allSatisfy { graph.cause(of: $0.id) == Self.cause(1) })
        #expect(graph._checkInvariants() == [])
    }

    @Test("an equal write's cause goes with the change its input made just before")
    func equalWriteAfterChange() {
        let graph = DependencyGraph()
        let source = graph.input(0, name: "source")
        let double = graph.rule(name: "double") { source.value * 2 }
        #expect(double.value == 0)
        source.value = 1
        source.set(1, cause: Self.cause(4))
        #expect(double.value == 2)
        #expect(graph.cause(of: source.id) == Self.cause(4))
        #expect(graph.cause(of: double.id) == Self.cause(4), "the input changed since double ran, and its cause is 4")
        source.value = 2
        #expect(double.value == 4)
        #expect(graph.cause(of: double.id) == .none, "the latest change came with no cause")
    }

    /// A random layered graph with random writes and causes, checked after every batch against an
    /// oracle that recomputes each node's value and cause from scratch in creation order.
    /// `ANIMATIC_FUZZ_SCALE` multiplies the number of seeds.
    @Test("random graphs agree with a from-scratch oracle", arguments: 0..<UInt64(20 * GraphFuzzTests.scale))
    func differential(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 11)
        let graph = DependencyGraph()
        let inputCount = random.int(in: 2...6)
        let inputs = (0..<inputCount).map { graph.input(0, name: "i\($0)") }
        var sources: [[Int]] = []  // node positions read by each rule; inputs come first
        var rules: [Rule<Int>] = []
        var ids = inputs.map(\.id)
        for position in inputCount..<(inputCount + random.int(in: 5...40)) {
            let read = (0..<random.int(in: 1...3)).map { _ in random.int(below: position) }
            sources.append(read)
            let handles = read.map { index in
                index < inputCount ? AnyReadable(inputs[index]) : AnyReadable(rules[index - inputCount])
            }
            // Values are clamped so that some changes are cut off.
            let rule = graph.rule(name: "r\(position)") { min(handles.reduce(0) { $0 + $1.read() }, 50) }
            rules.append(rule)
            ids.append(rule.id)
        }
        var values = [Int](repeating: 0, count: ids.count)
        var causes = [ChangeCause](repeating: .none, count: ids.count)
        var next: UInt32 = 1
        for rule in rules { _ = rule.value }
        for batch in 0..<30 {
            var changed = [Bool](repeating: false, count: ids.count)
            for _ in 0..<random.int(in: 1...3) {
                let index = random.int(below: inputCount)
                let value = random.int(in: 0...20)
                let cause = random.chance(0.2) ? ChangeCause.none : Self.cause(next)
                next += 1
                inputs[index].set(value, cause: cause)
                causes[index] = cause
                if value != values[index] { changed[index] = true }
                values[index] = value
            }
            for rule in rules { _ = rule.value }
            for (offset, read) in sources.enumerated() {
                let position = inputCount + offset
                let value = min(read.reduce(0) { $0 + values[$1] }, 50)
                guard value != values[position] else { continue }
                values[position] = value
                changed[position] = true
                causes[position] = read.filter { changed[$0] }.map { causes[$0] }.max() ?? .none
            }
            for (position, id) in ids.enumerated() {
                #expect(graph.cause(of: id) == causes[position], "seed \(seed), batch \(batch), \(graph.name(of: id))")
            }
            #expect(graph._checkInvariants() == [])
        }
    }
}

/// An input or a rule of `Int`, read the same way.
private struct AnyReadable {
    let read: () -> Int
    init(_ input: Input<Int>) { read = { input.value } }
    init(_ rule: Rule<Int>) { read = { rule.value } }
}
