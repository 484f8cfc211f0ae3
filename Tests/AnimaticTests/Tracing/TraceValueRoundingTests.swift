import Animatic
import Foundation
import Testing

/// `TraceValue.roundingNumbers(in:digits:)` rounds the decimal numbers in a description and leaves
/// the digits of identifiers as they are written.
@Suite("TraceValue: rounding numbers, not identifiers")
struct TraceValueRoundingTests {
    @Test(
        "decimal numbers are rounded to the decimals asked for",
        arguments: [
            // 0.8333333333333334 to 3 decimals is 0.833; 100.0 loses its point.
            ("Counter(value: 0.8333333333333334)", "Counter(value: 0.833)"),
            ("Card(offset: -3.14159, scale: 100.0)", "Card(offset: -3.142, scale: 100)"),
            // Swift writes small and large numbers with a lowercase e: 1.5e-05 is 0.000015, 0 to 3
            // decimals; 9e+56 is too large to round and stays in Swift's shortest form.
            ("[1.5e-05, 9e+56]", "[0, 9e+56]"),
            // A multiplication sign is not a letter: 402.25 and 874.5 are numbers.
            ("402.25×874.5", "402.25×874.5"),
        ])
    func numbers(text: String, rounded: String) {
        #expect(TraceValue.roundingNumbers(in: text, digits: 3) == rounded)
    }

    @Test(
        "digits that belong to an identifier keep their text",
        arguments: [
            // A UUID as Swift prints it: 45E5 and 9E56 read as numbers with exponents once.
            "Row(id: CDA23BBB-603F-45E5-9E56-0123456789AB)",
            // A UUID in lowercase, starting with digits.
            "id 12345678-1e50-4e3a-9e56-0123456789ab",
            // Hexadecimal, with and without a prefix; an uppercase E is never an exponent.
            "0x1F and #1e5a00 and #001e50 and 9E56",
            // Words in which digits meet letters.
            "v2.5b and 603F and x1.5 and item_2.75",
        ])
    func identifiers(text: String) {
        #expect(TraceValue.roundingNumbers(in: text, digits: 0) == text)
    }

    @Test("a number beside an identifier is still rounded")
    func numberBesideIdentifier() {
        #expect(
            TraceValue.roundingNumbers(in: "Row(id: CDA23BBB-603F-45E5-9E56-0123456789AB, level: 0.12345)", digits: 2)
                == "Row(id: CDA23BBB-603F-45E5-9E56-0123456789AB, level: 0.12)")
    }

    @Test("a UUID's value keeps its text in a timeline")
    func uuidInTimeline() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let id = try #require(UUID(uuidString: "CDA23BBB-603F-45E5-9E56-0123456789AB"))
        _ = graph.rule(name: "row") { id }
        graph.update()
        #expect(graph.trace.timeline().contains("CDA23BBB-603F-45E5-9E56-0123456789AB"))
    }
}
