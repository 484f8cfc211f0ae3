import Foundation

extension TraceValue {
    /// The most decimals a timeline shows a number with to tell two values apart.
    package static let maximumDistinguishingDigits = 9

    /// A change whose two values read the same at `digits` decimals, worded so that it does not read
    /// as no change: with as many more decimals as tell the two apart (`0.9991 → 0.9994`, up to
    /// ``maximumDistinguishingDigits``); a number that moved by less than those shows
    /// `1 (changed by less than 1e-9)`; two paths with the same summary show how far their points
    /// moved (`Path(…), points moved by up to 0.42`); any other value whose text is the same
    /// at every precision shows `(same text, different value)`.
    ///
    /// - Returns: The change, or `nil` when the two texts differ at `digits` (the caller shows
    ///   `old → new`) or when the two values cannot be told apart at all (the same description).
    package static func distinctChange(from old: TraceValue, to new: TraceValue, digits: Int) -> String? {
        let oldText = old.formatted(digits: digits)
        guard oldText == new.formatted(digits: digits) else { return nil }
        if let before = old.base as? Path, let after = new.base as? Path {
            guard before != after else { return nil }
            guard let moved = largestMove(from: before, to: after) else {
                return oldText + " (same text, different value)"
            }
            return oldText + ", points moved by up to " + distinctAmount(moved, digits: digits)
        }
        let isNumber = old.base is Double || old.base is Float || old.base is CGFloat
        return distinguished(old.description, new.description, digits: digits, isNumber: isNumber) {
            formattedText($0, digits: $1)
        }
    }

    /// `old → new` for two descriptions, each number in them rounded to `digits` decimals or, when
    /// the rounded texts are the same, to as many more as tell them apart; `nil` when the
    /// descriptions themselves are the same.
    package static func distinguished(
        _ old: String, _ new: String, digits: Int, isNumber: Bool,
        rounding: (String, Int) -> String = { roundingNumbers(in: $0, digits: $1) }
    ) -> String? {
        guard old != new else { return nil }
        var shown = digits
        while true {
            let before = rounding(old, shown)
            let after = rounding(new, shown)
            if before != after { return before + " → " + after }
            if shown >= max(digits, maximumDistinguishingDigits) {
                let text = rounding(old, digits)
                return isNumber
                    ? text + " (changed by less than 1e-\(maximumDistinguishingDigits))"
                    : text + " (same text, different value)"
            }
            shown += 1
        }
    }

    /// A number's text, or any description's with its numbers rounded.
    private static func formattedText(_ text: String, digits: Int) -> String {
        Double(text).map { TraceValue.format($0, digits: digits) }
            ?? TraceValue.roundingNumbers(in: text, digits: digits)
    }

    /// How far the point that moved most moved between two paths of the same elements; `nil` when
    /// their elements differ in kind or number, or no point moved.
    private static func largestMove(from before: Path, to after: Path) -> Double? {
        guard before.elements.count == after.elements.count else { return nil }
        var largest = 0.0
        for (old, new) in zip(before.elements, after.elements) {
            guard let pairs = pointPairs(old, new) else { return nil }
            for (a, b) in pairs {
                let dx = Double(a.x - b.x)
                let dy = Double(a.y - b.y)
                largest = max(largest, (dx * dx + dy * dy).squareRoot())
            }
        }
        return largest > 0 ? largest : nil
    }

    /// The points of two elements of the same kind, pair by pair.
    private static func pointPairs(_ old: Path.Element, _ new: Path.Element) -> [(CGPoint, CGPoint)]? {
        switch (old, new) {
        case (.move(let a), .move(let b)), (.line(let a), .line(let b)):
            [(a, b)]
        case (.quadCurve(let a, let c), .quadCurve(let b, let d)):
            [(a, b), (c, d)]
        case (.curve(let a, let c, let e), .curve(let b, let d, let f)):
            [(a, b), (c, d), (e, f)]
        case (.closeSubpath, .closeSubpath):
            []
        default:
            nil
        }
    }

    /// A positive amount with `digits` decimals, or more when it would read 0.
    private static func distinctAmount(_ amount: Double, digits: Int) -> String {
        var shown = digits
        while format(amount, digits: shown) == "0" {
            guard shown < maximumDistinguishingDigits else { return "less than 1e-\(maximumDistinguishingDigits)" }
            shown += 1
        }
        return format(amount, digits: shown)
    }
}
