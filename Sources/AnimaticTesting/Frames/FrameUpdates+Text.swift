import AnimaticUI
import Foundation

/// How failure messages word transactions, values, differences and spans of ticks.
extension FrameUpdates {
    /// `T3 withAnimation(linear(duration: 1))`.
    static func name(of transaction: TraceTransaction) -> String { "T\(transaction.id) \(transaction.label)" }

    /// `Card(offset: 0 → 3.9, scale: 1)`: the expected value changed into the actual one, field by
    /// field for a struct, with as many decimals as the tolerance allows and, past them, as many as
    /// it takes to tell the two apart (at most ``TraceValue/maximumDistinguishingDigits``); two values
    /// that describe alike show `x (same text, different value)`. A value of
    /// several numbers (a colour, a point, an animatable pair) adds a line with each number that is
    /// off by more than the tolerance: `red: 1 → 0.564, opacity: 0.103 → 0.1`, so that the message
    /// says what differs even when the two values describe alike.
    ///
    /// - Parameters:
    ///   - expected: The value the assertion gave.
    ///   - actual: The node's value, as the trace recorded it.
    ///   - components: The values whose numbers are compared: the two values themselves, or what a
    ///     view's node holds (the view, not its box); `nil` for `expected` and `actual`.
    ///   - tolerance: How far numbers may be off.
    static func difference(
        expected: TraceValue, actual: TraceValue, components: (expected: Any, actual: Any)? = nil,
        _ tolerance: Tolerance
    ) -> String {
        var digits = 0
        var unit = 0.5
        while unit > tolerance.value && digits < 3 {
            unit /= 10
            digits += 1
        }
        let expectedText = expected.description
        let actualText = actual.description
        while digits < TraceValue.maximumDistinguishingDigits
            && TraceValue.roundingNumbers(in: expectedText, digits: digits)
                == TraceValue.roundingNumbers(in: actualText, digits: digits)
        {
            digits += 1
        }
        // Values that differ but describe alike say so, rather than `x → x`.
        let change =
            expectedText == actualText
            ? expected.formatted(digits: digits) + " (same text, different value)"
            : expected.formattedChange(to: actual, digits: digits)
        let compared = components ?? (expected.base, actual.base)
        guard
            let numbers = componentDifference(
                TraceValue(compared.expected), TraceValue(compared.actual), tolerance, digits: digits)
        else { return change }
        return change + "\n  components that differ: " + numbers
    }

    /// `red: 1 → 0.564, opacity: 0.103 → 0.1`: the components of two values of several numbers
    /// that differ by more than the tolerance, each with as many decimals as tell its two numbers
    /// apart; `nil` when the values are not made of the same several named numbers, or none of
    /// them differs.
    private static func componentDifference(
        _ expected: TraceValue, _ actual: TraceValue, _ tolerance: Tolerance, digits: Int
    ) -> String? {
        let before = expected.components
        let after = actual.components
        guard before.count > 1, before.map(\.name) == after.map(\.name) else { return nil }
        var differences: [String] = []
        for (old, new) in zip(before, after) where !(abs(old.value - new.value) <= tolerance.value) {
            var shown = digits
            while shown < TraceValue.maximumDistinguishingDigits
                && TraceValue.format(old.value, digits: shown) == TraceValue.format(new.value, digits: shown)
            {
                shown += 1
            }
            differences.append(
                "\(old.name): \(TraceValue.format(old.value, digits: shown)) → "
                    + TraceValue.format(new.value, digits: shown))
        }
        return differences.isEmpty ? nil : differences.joined(separator: ", ")
    }

    /// The (at most) three of `names` closest to `name`: fewest characters to insert, delete or
    /// replace to turn one into the other, ignoring case; of names as close, the first created.
    static func closestNames(to name: String, in names: [String]) -> [String] {
        let target = Array(name.lowercased())
        func distance(_ other: String) -> Int {
            let candidate = Array(other.lowercased())
            var previous = Array(0...candidate.count)
            for (row, character) in target.enumerated() {
                var current = [row + 1]
                for (column, other) in candidate.enumerated() {
                    let substitution = previous[column] + (character == other ? 0 : 1)
                    current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
                }
                previous = current
            }
            return previous[candidate.count]
        }
        let ranked = names.enumerated().map { (distance: distance($0.element), order: $0.offset, name: $0.element) }
        return ranked.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(3).map(\.name)
    }

    /// `"Counter.body"`, as a Swift string literal.
    static func literal(_ text: String) -> String { TraceValue(text).description }

    /// `"49" → "50"`, or `"0"` for a first run.
    static func change(_ update: NodeUpdate) -> String {
        (update.previousValue.map { "\($0.formatted()) → " } ?? "") + update.value.formatted()
    }

    /// The assertion that covers an evaluation: its value, or `.unchanged`.
    static func suggestion(for update: NodeUpdate) -> String {
        let value = update.changed ? assertionText(of: update.value) : ".unchanged"
        return "$0.evaluated(\(literal(update.node.name)), \(value))"
    }

    /// The value as a test writes it, numbers rounded as a timeline rounds them: its text, or for a
    /// value that a test writes otherwise (a built-in modifier's, a colour) the expression of its
    /// own type that ``_CustomAssertionText`` gives, `_ScaleEffect(1.016)`.
    static func assertionText(of value: TraceValue) -> String {
        let base = (value.base as? any _ViewValueBox)?._base ?? value.base
        guard let custom = base as? any _CustomAssertionText else { return value.formatted() }
        return TraceValue.roundingNumbers(in: custom._assertionText)
    }

    /// `frame 61 (t = 1.017 s)`, `frames 2–61 (t = 0.017–1.017 s)`, or `no frame` for a step that
    /// ran none.
    static func span(of ticks: [TraceTick]) -> String {
        guard let first = ticks.first, let last = ticks.last else { return "no frame" }
        if first.frame == last.lastFrame {
            return "frame \(first.frame) (t = \(_DecimalText.fixed(first.time, digits: 3)) s)"
        }
        return "frames \(first.frame)–\(last.lastFrame) (t = \(_DecimalText.fixed(first.time, digits: 3))–"
            + "\(_DecimalText.fixed(last.lastTime, digits: 3)) s)"
    }
}
