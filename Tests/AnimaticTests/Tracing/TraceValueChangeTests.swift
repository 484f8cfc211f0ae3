import Animatic
import Testing

/// `formattedChange(to:)`: a change shown field by field, so a long struct's change reads as the
/// fields that moved.
@Suite("TraceValue: a change, field by field")
struct TraceValueChangeTests {
    struct Card: Equatable {
        var offset: Double
        var scale: Double
        @AnimatableIgnored var caption: String
    }

    struct Stack {
        var cards: [Card]
        var selected: Int?
        var size: (width: Double, height: Double)
    }

    static func change(_ old: Any, _ new: Any, showsUnchangedFields: Bool = true) -> String {
        TraceValue(old).formattedChange(to: TraceValue(new), showsUnchangedFields: showsUnchangedFields)
    }

    @Test("a struct's changed fields show old → new, the others their value")
    func structFields() {
        let old = Card(offset: 0, scale: 1, caption: "Tap")
        let new = Card(offset: 3.9, scale: 1, caption: "Tap")
        #expect(Self.change(old, new) == #"Card(offset: 0 → 3.9, scale: 1, caption: "Tap")"#)
        #expect(Self.change(old, new, showsUnchangedFields: false) == "Card(offset: 0 → 3.9, …)")
    }

    @Test("a property wrapper's storage shows as its property, with the wrapped value")
    func wrapper() {
        let old = Card(offset: 1, scale: 1, caption: "Tap")
        let new = Card(offset: 1, scale: 1, caption: "Done")
        #expect(Self.change(old, new, showsUnchangedFields: false) == #"Card(caption: "Tap" → "Done", …)"#)
    }

    @Test("arrays, optionals and tuples of the same shape nest; numbers are rounded")
    func nested() {
        let card = Card(offset: 0, scale: 1, caption: "")
        let moved = Card(offset: 2.0 / 3, scale: 1, caption: "")
        let old = Stack(cards: [card, card], selected: 1, size: (10, 20))
        let new = Stack(cards: [card, moved], selected: 1, size: (10, 25))
        #expect(
            Self.change(old, new, showsUnchangedFields: false)
                == "Stack(cards: [Card(offset: 0 → 0.667, …), …], size: (height: 20 → 25, …), …)")
        let selected = Stack(cards: [card], selected: 2, size: (10, 20))
        let unselected = Stack(cards: [card], selected: nil, size: (10, 20))
        #expect(
            Self.change(selected, unselected, showsUnchangedFields: false) == "Stack(selected: Optional(2) → nil, …)")
    }

    @Test("values that differ in shape, or are not structs, show whole")
    func whole() {
        #expect(Self.change(0.5, 5.0 / 6) == "0.5 → 0.833")
        #expect(Self.change("a", "b") == #""a" → "b""#)
        #expect(Self.change([1.0], [1.0, 2]) == "[1] → [1, 2]")
        #expect(Self.change(1, "one") == #"1 → "one""#)
    }
}
