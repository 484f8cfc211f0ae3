import Animatic
import Foundation

/// How failure messages word transactions, values, differences and spans of ticks.
extension FrameUpdates {
    /// `T3 withAnimation(linear(duration: 1))`.
    static func name(of transaction: TraceTransaction) -> String { "T\(transaction.id) \(transaction.label)" }

    /// `Card(offset: 0 → 3.9, scale: 1)`: the expected value changed into the actual one, field by
    /// field for a struct, with as many decimals as the tolerance allows and, past them, as many as
    /// it takes to tell the two apart.
    static func difference(expected: TraceValue, actual: TraceValue, _ tolerance: Tolerance) -> String {
        var digits = 0
        var unit = 0.5
        while unit > tolerance.value && digits < 3 {
            unit /= 10
            digits += 1
        }
        let expectedText = expected.description
        let actualText = actual.description
        while digits < 17
            && TraceValue.roundingNumbers(in: expectedText, digits: digits)
                == TraceValue.roundingNumbers(in: actualText, digits: digits)
        {
            digits += 1
        }
        return expected.formattedChange(to: actual, digits: digits)
    }

    /// `"Counter.body"`, as a Swift string literal.
    static func literal(_ text: String) -> String { TraceValue(text).description }

    /// `"49" → "50"`, or `"0"` for a first run.
    static func change(_ update: NodeUpdate) -> String {
        (update.previousValue.map { "\($0.formatted()) → " } ?? "") + update.value.formatted()
    }

    /// The assertion that covers an evaluation: its value, or `.unchanged`.
    static func suggestion(for update: NodeUpdate) -> String {
        let value = update.changed ? update.value.formatted() : ".unchanged"
        return "$0.evaluated(\(literal(update.node.name)), \(value))"
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
