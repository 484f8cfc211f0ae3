import Animatic
import Foundation
import Testing

/// A timeline shows a long value cut, never a change as `X… → X…`; the JSON keeps it whole.
@Suite("Long values in a timeline")
struct TraceValueShortenedTests {
    /// A body's text of many views: the same 300 characters, then what changed.
    static func body(_ last: String) -> String {
        String(repeating: "HStack { Text(\"row\") }.padding(8)", count: 10) + ".fill(\(last))"
    }

    @Test("a value longer than the timeline shows is cut with an ellipsis; the JSON keeps it whole")
    func cut() throws {
        let graph = AnimationGraph()
        let name = graph.state("red", name: "color")
        _ = graph.rule(name: "Card.body") { Self.body(name.value) }
        graph.update()
        let timeline = graph.trace.timeline()
        let line = try #require(timeline.split(separator: "\n").first { $0.contains("Card.body") })
        #expect(line.count < TraceValue.shownLength + 80, "\(line.count) characters: \(line)")
        #expect(line.contains("…"))
        let json = try String(decoding: TraceJSON(graph.trace).encoded(), as: UTF8.self)
        #expect(json.contains(".fill(red)"))
    }

    @Test("two long values that differ past the cut show where they differ, never X… → X…")
    func differingEnds() throws {
        let graph = AnimationGraph()
        let name = graph.state("red", name: "color")
        _ = graph.rule(name: "Card.body") { Self.body(name.value) }
        graph.update()
        graph.advance(to: 0.1) { name.value = "gray" }
        let timeline = graph.trace.timeline()
        let line = try #require(
            timeline.split(separator: "\n").last { $0.contains("eval") && $0.contains("Card.body") })
        let change = try #require(line.components(separatedBy: " → ").dropFirst().first)
        #expect(line.contains(".fill(red)"), "\(line)")
        #expect(change.contains(".fill(gray)"), "\(line)")
        let sides = line.components(separatedBy: " → ")
        #expect(sides.count == 2 && sides[0].hasSuffix(sides[1]) == false)
    }

    @Test("shortened and differingParts, on their own")
    func helpers() {
        #expect(TraceValue.shortened("abc", to: 5) == "abc")
        #expect(TraceValue.shortened("abcdefgh", to: 5) == "abcde…")
        #expect(TraceValue.differingParts("short", "other") == nil)
        let old = Self.body("red")
        let new = Self.body("gray")
        let change = TraceValue.differingParts(old, new)
        #expect(change?.hasSuffix(".fill(gray)") == true)
        #expect(change?.contains(".fill(red) → …") == true)
    }
}
