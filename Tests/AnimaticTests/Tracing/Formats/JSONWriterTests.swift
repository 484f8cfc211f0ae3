import Foundation
import Testing

@testable import Animatic

/// The exports write JSON themselves, so traces are the same bytes on every platform.
@Suite("JSON writer")
struct JSONWriterTests {
    struct Sample: Codable, Equatable {
        var name: String
        var value: Double
        var count: Int
        var flags: [Bool]
        var nested: [String: Double]
        var missing: String?
    }

    @Test("keys sort by UTF-8, numbers are shortest, strings escape what RFC 8259 requires")
    func layout() throws {
        let sample = Sample(
            name: "a/b \"q\" \\ \n\t\u{1}é", value: 0.1, count: -3, flags: [true, false],
            nested: ["b": 100, "B": 1e-5, "a": 2.5], missing: nil)
        let text = String(decoding: try _JSONTreeEncoder().encode(sample).serialized(), as: UTF8.self)
        #expect(
            text
                == #"{"count":-3,"flags":[true,false],"name":"a/b \"q\" \\ \n\t\u0001é","nested":{"B":1e-05,"a":2.5,"b":100},"value":0.1}"#
        )
        #expect(try JSONDecoder().decode(Sample.self, from: Data(text.utf8)) == sample)
    }

    @Test("a number JSON cannot hold is an error that names where it is")
    func nonFinite() {
        #expect {
            try _JSONTreeEncoder().encode(["x": Double.nan])
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["x"]
        }
    }

    @Test("the same document as Foundation's encoder writes with sorted keys on this platform, the nodes last")
    func matchesFoundation() throws {
        let graph = AnimationGraph()
        let value = graph.state(0.0, name: "value/slash")
        let node = graph.animatable(name: "x") { value.value }
        _ = graph.rule(name: "label \"quoted\"") { "\(node.value)" }
        graph.update()
        graph.withAnimation(.spring(duration: 0.4, bounce: 0.2)) { value.value = 1 / 3 }
        graph.advance(by: 0.5)
        let document = TraceJSON(graph.trace, scene: "sample")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Foundation sorts every key: the node table, which the trace writes last, is moved there.
        var withoutNodes = document
        withoutNodes.nodes = []
        let sorted = String(decoding: try encoder.encode(withoutNodes), as: UTF8.self)
        let nodes = String(decoding: try encoder.encode(document.nodes), as: UTF8.self)
        #expect(sorted.contains(#""nodes":[],"#))
        let expected = sorted.replacingOccurrences(of: #""nodes":[],"#, with: "").dropLast() + #","nodes":\#(nodes)}"#
        #expect(String(decoding: try document.encoded(), as: UTF8.self) == expected)
    }
}
