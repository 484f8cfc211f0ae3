/// How a timeline line words the values in it. The text timeline writes them rounded
/// (``text(digits:)``); the inspector page writes a slot for each, which its script fills with the
/// value's text, so that one piece of code words every line and the page copies no wording.
package struct _TimelineWords {
    /// Which of an event's two values.
    package enum Slot {
        /// The value before: a write's or an evaluation's old value, a phase left.
        case old
        /// The value after.
        case new
    }

    /// The text of one of an event's values.
    package var value: (TraceValue, Slot) -> String
    /// A change worded field by field (`Card(offset: 0 → 3.9, …)`); `nil` when the two values show
    /// whole, as `old → new`.
    package var fieldwiseChange: (TraceValue, TraceValue) -> String?

    /// Words values with the given closures.
    package init(
        value: @escaping (TraceValue, Slot) -> String, fieldwiseChange: @escaping (TraceValue, TraceValue) -> String?
    ) {
        self.value = value
        self.fieldwiseChange = fieldwiseChange
    }

    /// The text timeline's words: numbers rounded to `digits` decimals, a struct's change field by
    /// field with the fields that did not change left out.
    package static func text(digits: Int) -> _TimelineWords {
        _TimelineWords(
            value: { value, _ in value.formatted(digits: digits) },
            fieldwiseChange: { old, new in
                _ValueText.change(
                    from: _ValueText(old.base), to: _ValueText(new.base), digits: digits, elidesUnchanged: true)
            })
    }

    /// A change from `old` to `new`: field by field where it can be, else both whole.
    func change(_ old: TraceValue, _ new: TraceValue) -> String {
        fieldwiseChange(old, new) ?? value(old, .old) + " → " + value(new, .new)
    }
}
