import Animatic
import Foundation
import Testing

/// A change whose two values round to the same text reads as a change: more decimals until they
/// differ, or words that say what changed.
@Suite("TraceValue: a change that rounds to the same text")
struct TraceValueDistinctChangeTests {
    struct Level: Equatable {
        var value: Double
        var label: String
    }

    /// The timeline line of the evaluation of `node` that changed its value to `new`.
    func timelineLine<Value: Equatable>(from old: Value, to new: Value, in node: String = "level") -> String? {
        let graph = AnimationGraph(tracing: .unbounded)
        let state = graph.state(old, name: "state")
        _ = graph.rule(name: node) { state.value }
        graph.update()
        state.value = new
        graph.update()
        return graph.trace.timeline().split(separator: "\n").last { $0.contains("eval") }.map(String.init)
    }

    @Test(
        "two numbers equal at 3 decimals show the decimals that tell them apart",
        arguments: [
            // 0.9991 and 0.9994 both round to 0.999; at 4 decimals they differ.
            (0.9991, 0.9994, "0.9991 → 0.9994"),
            // 14.91801 and 14.91803: 5 decimals.
            (14.91801, 14.91803, "14.91801 → 14.91803"),
            // Both within half of 1e-9 of 1: the same at 9 decimals.
            (1.0, 1.0 + 1e-12, "1 (changed by less than 1e-9)"),
            // 0.5 and 0.833 differ at 3 decimals: unchanged wording.
            (0.5, 0.8333, "0.5 → 0.833"),
        ])
    func numbers(old: Double, new: Double, expected: String) throws {
        let line = try #require(timelineLine(from: old, to: new))
        #expect(line.contains("← state") && line.hasSuffix("  " + expected), "\(line)")
        #expect(TraceValue(old).formattedChange(to: TraceValue(new)) == expected)
    }

    @Test("a struct's field that moved by less than the decimals show is shown with more of them")
    func structField() throws {
        let line = try #require(
            timelineLine(from: Level(value: 0.9991, label: "a"), to: Level(value: 0.9994, label: "a")))
        #expect(line.hasSuffix("Level(value: 0.9991 → 0.9994, …)"), "\(line)")
    }

    @Test("two paths with one summary show how far their points moved")
    func paths() throws {
        // A square from (0, 0) to (100, 100), then the same square with its third corner 0.25 higher:
        // the bounds and the element count, all the summary shows, are the same.
        var before = Path()
        before.move(to: CGPoint(x: 0, y: 0))
        before.addLine(to: CGPoint(x: 100, y: 0))
        before.addLine(to: CGPoint(x: 100, y: 100))
        before.addLine(to: CGPoint(x: 0, y: 100))
        before.closeSubpath()
        var after = Path()
        after.move(to: CGPoint(x: 0, y: 0))
        after.addLine(to: CGPoint(x: 100, y: 0))
        after.addLine(to: CGPoint(x: 100, y: 99.75))
        after.addLine(to: CGPoint(x: 0, y: 100))
        after.closeSubpath()
        let summary = "Path(5 elements, x 0…100, y 0…100)"
        #expect(TraceValue(before).formatted() == summary)
        #expect(TraceValue(after).formatted() == summary)
        let line = try #require(timelineLine(from: before, to: after, in: "Square.path"))
        #expect(line.hasSuffix("  " + summary + ", points moved by up to 0.25"), "\(line)")
        #expect(!line.contains(" → "), "\(line)")
    }
}
