/// How a timeline line words the values and names in it. The text timeline writes them as they are
/// (``text(digits:)``); the inspector page writes a slot for each, which its script fills with the
/// value's text or the node's name, so that one piece of code words every line, the page copies no
/// wording, and lines that differ only in their values or nodes are one string of the page.
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
    /// A change worded field by field (`Card(offset: 0 → 3.9, …)`), or otherwise than as two values
    /// (`1 (changed by less than 1e-9)`); `nil` when the two values show whole, as `old → new`.
    package var fieldwiseChange: (TraceValue, TraceValue) -> String?
    /// The name of the node a row is about, padded with spaces to a column of the given width (at
    /// least one space).
    package var paddedName: (TraceNode, Int) -> String
    /// The name of the other node of an edge, the one read.
    package var sourceName: (TraceNode) -> String

    /// Words values and names with the given closures.
    package init(
        value: @escaping (TraceValue, Slot) -> String, fieldwiseChange: @escaping (TraceValue, TraceValue) -> String?,
        paddedName: @escaping (TraceNode, Int) -> String = { Trace._pad($0.name, $1) },
        sourceName: @escaping (TraceNode) -> String = { $0.name }
    ) {
        self.value = value
        self.fieldwiseChange = fieldwiseChange
        self.paddedName = paddedName
        self.sourceName = sourceName
    }

    /// The text timeline's words: numbers rounded to `digits` decimals, a struct's change field by
    /// field with the fields that did not change left out, and a change whose two values read the
    /// same at `digits` decimals shown with the decimals that tell them apart, or worded as what it
    /// is (see ``TraceValue/distinctChange(from:to:digits:)``).
    ///
    /// A value's text longer than ``TraceValue/shownLength`` characters is cut there, with `…`
    /// (the JSON form keeps every value whole).
    package static func text(digits: Int) -> _TimelineWords {
        _TimelineWords(
            value: { value, _ in TraceValue.shortened(value.formatted(digits: digits)) },
            fieldwiseChange: { old, new in
                if let change =
                    _ValueText.change(
                        from: _ValueText(old.base), to: _ValueText(new.base), digits: digits, elidesUnchanged: true)
                    ?? TraceValue.distinctChange(from: old, to: new, digits: digits)
                {
                    return TraceValue.shortened(change, to: 2 * TraceValue.shownLength)
                }
                return TraceValue.differingParts(old.formatted(digits: digits), new.formatted(digits: digits))
            })
    }

    /// A change from `old` to `new`: field by field where it can be, else both whole.
    func change(_ old: TraceValue, _ new: TraceValue) -> String {
        fieldwiseChange(old, new) ?? value(old, .old) + " → " + value(new, .new)
    }
}
