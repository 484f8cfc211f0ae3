import Foundation

/// Number and markup formatting shared by the exports, computed by hand so the bytes are the same
/// on every platform.
enum _TextFormatting {
    private static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]
    private static let integerPowers: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `value` rounded half away from zero to at most `decimals` decimals (0 to 6), trailing zeros
    /// dropped: `12.5`, `3`, `-0.25`. Not finite values print as `0`; `-0` prints as `0`.
    static func decimal(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * powers[decimals]).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15 else { return shortest(value.rounded()) }
        var units = Int64(scaled)
        if units == 0 { return "0" }
        let negative = units < 0
        if negative { units = -units }
        let whole = units / integerPowers[decimals]
        var fraction = units % integerPowers[decimals]
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// `value` with exactly `decimals` decimals (0 to 6), rounded half away from zero: `0.100`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var text = decimal(value, decimals: decimals)
        guard decimals > 0 else { return text }
        if !text.contains(".") { text += "." }
        let present = text.count - 1 - text.distance(from: text.startIndex, to: text.firstIndex(of: ".")!)
        return text + String(repeating: "0", count: decimals - present)
    }

    /// The shortest text that reads back as `value` (Swift's own algorithm, the same everywhere),
    /// without a trailing `.0`: `0.8333333333333334`, `100`, `1e-05`. Not finite values print as
    /// `0`, for formats that have no NaN.
    static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == 0 { return "0" }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for XML.
    static func xml(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A field of a CSV row: quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A step of 1, 2 or 5 times a power of ten that cuts `span` into about `count` parts.
    static func niceStep(_ span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(count)
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        let fraction = raw / power
        return (fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10) * power
    }
}
