import Animatic
import Foundation

/// Number and markup formatting shared by the exports, written by Animatic itself (with
/// `_DecimalText`) so the bytes are the same on every platform.
enum _TextFormatting {
    /// `value` rounded to at most `decimals` decimals, trailing zeros dropped: `12.5`, `3`,
    /// `-0.25`. Not finite values print as `0`; `-0` prints as `0`.
    static func decimal(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        return TraceValue.format(value, digits: decimals)
    }

    /// `value` with exactly `decimals` decimals: `0.100`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let text = _DecimalText.fixed(value, digits: decimals)
        return text.hasPrefix("-") && text.allSatisfy({ $0 == "-" || $0 == "0" || $0 == "." })
            ? String(text.dropFirst()) : text
    }

    /// The shortest text that reads back as `value` (Swift's own algorithm, the same everywhere),
    /// without a fraction for whole numbers: `0.8333333333333334`, `100`, `1e-05`. Not finite values
    /// print as `0`, for formats that have no NaN; `-0` prints as `0`.
    static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == 0 { return "0" }
        return _DecimalText.shortest(value)
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
