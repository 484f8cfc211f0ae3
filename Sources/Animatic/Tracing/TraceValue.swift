import Foundation

/// A node's value as a trace recorded it.
///
/// The trace keeps the value itself and describes it only when asked, so tracing costs no string
/// formatting per evaluation. Descriptions are deterministic: the same run gives the same text.
///
/// A node's value can be of any type, `Sendable` or not, so a trace value is not `Sendable`: to
/// hand a trace to another task, send its text (``Trace/timeline(_:)``) or its JSON form
/// (``TraceJSON``), which are.
public struct TraceValue: CustomStringConvertible {
    /// The recorded value. Values of nodes are expected to be value types: a class instance would
    /// show its state at the time the trace is read, not the time it was recorded.
    public let base: Any

    /// Wraps a value.
    public init(_ base: Any) { self.base = base }

    /// The value as a `Double`, if it is a number (`Double`, `Float`, `CGFloat`, an integer or a
    /// `Bool`); `nil` otherwise.
    public var number: Double? {
        switch base {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as Bool: value ? 1 : 0
        case let value as any BinaryInteger: Double(value)
        default: nil
        }
    }

    /// The full description: `String(describing:)` of the value, strings quoted; a struct that
    /// does not describe itself as Swift prints it, except that a property wrapper's storage shows
    /// under its property's name (`label: "Tap"`, not `_label: AnimatableIgnored<String>(…)`) and
    /// nested types are not qualified with their module.
    public var description: String {
        // The common scalars directly: the same text as `String(describing:)`, without the
        // runtime's generic printing.
        if let number = base as? Double { return number.description }
        if let number = base as? Int { return number.description }
        return _ValueText(base).text
    }

    /// A short description for timelines: numbers rounded to `digits` decimals with trailing zeros
    /// removed (`0.833`, `100`), strings quoted, a `Path` as its element count and bounds
    /// (`Path(54 elements, x 0…100, y 58.5…100)`: its SVG path data is in the JSON form and the
    /// drawings), anything else as ``description``.
    public func formatted(digits: Int = 3) -> String {
        switch base {
        case let value as Double: return TraceValue.format(value, digits: digits)
        case let value as Float: return TraceValue.format(Double(value), digits: digits)
        case let value as CGFloat: return TraceValue.format(Double(value), digits: digits)
        case let path as Path: return TraceValue.summary(of: path, digits: min(digits, 1))
        default: return TraceValue.roundingNumbers(in: description, digits: digits)
        }
    }

    /// `text` with every decimal number in it (`0.8333333333333334`, `1.5e-05`) rounded to at most
    /// `digits` decimals: `Counter(value: 0.833)`. Text inside double quotes is left alone, and so
    /// are digits that are part of an identifier rather than a number: a UUID
    /// (`CDA23BBB-603F-45E5-9E56-0123456789AB`), hex (`0x1F`, `#1e5a00`), or any word in which
    /// digits meet letters (`603F`, `v2`). Only a lowercase `e` marks an exponent, as Swift writes
    /// numbers (`9E56` is a word, `9e+56` a number).
    public static func roundingNumbers(in text: String, digits: Int = 3) -> String {
        let characters = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        var inQuotes = false
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || isDigit(scalar) || scalar == "_"
        }
        /// The end of the word that starts at `start`: letters, digits and underscores.
        func wordEnd(from start: Int) -> Int {
            var end = start
            while end < characters.count && isWordCharacter(characters[end]) { end += 1 }
            return end
        }
        while index < characters.count {
            let scalar = characters[index]
            if scalar == "\"" { inQuotes.toggle() }
            guard !inQuotes, isWordCharacter(scalar) else {
                result.append(scalar)
                index += 1
                continue
            }
            // A word whose first character is not a digit, or that continues an identifier (after a
            // `#`, or after a hyphen that joins it to a word, as in a UUID), is copied as it is.
            let previous = index > 0 ? characters[index - 1] : nil
            let joinsWord =
                previous == "#" || (previous == "-" && index > 1 && isWordCharacter(characters[index - 2]))
            if let uuidEnd = _UUIDText.end(in: characters, from: index) {
                result.append(contentsOf: characters[index..<uuidEnd])
                index = uuidEnd
                continue
            }
            guard isDigit(scalar), !joinsWord else {
                let end = wordEnd(from: index)
                result.append(contentsOf: characters[index..<end])
                index = end
                continue
            }
            var end = index
            while end < characters.count && isDigit(characters[end]) { end += 1 }
            var isDecimal = false
            if end + 1 < characters.count && characters[end] == "." && isDigit(characters[end + 1]) {
                isDecimal = true
                end += 1
                while end < characters.count && isDigit(characters[end]) { end += 1 }
            }
            if end + 1 < characters.count && characters[end] == "e" {
                var exponent = end + 1
                if exponent < characters.count && (characters[exponent] == "-" || characters[exponent] == "+") {
                    exponent += 1
                }
                if exponent < characters.count && isDigit(characters[exponent]) {
                    isDecimal = true
                    end = exponent
                    while end < characters.count && isDigit(characters[end]) { end += 1 }
                }
            }
            // Digits that run on into letters are an identifier (`603F`, `0x1F`), not a number.
            if end < characters.count && isWordCharacter(characters[end]) {
                let wordEnd = wordEnd(from: end)
                result.append(contentsOf: characters[index..<wordEnd])
                index = wordEnd
                continue
            }
            let token = String(String.UnicodeScalarView(characters[index..<end]))
            if isDecimal, let value = Double(token) {
                var formatted = format(value, digits: digits)
                if formatted.hasPrefix("-") && index > 0 && characters[index - 1] == "-" { formatted.removeFirst() }
                result.append(contentsOf: formatted.unicodeScalars)
            } else {
                result.append(contentsOf: token.unicodeScalars)
            }
            index = end
        }
        return String(result)
    }

    /// `Path(54 elements, x 0…100, y 58.5…100)`, the bounds with at most `digits` decimals.
    static func summary(of path: Path, digits: Int) -> String {
        guard !path.isEmpty else { return "Path(empty)" }
        let bounds = path.boundingRect
        func short(_ value: CGFloat) -> String { format(Double(value), digits: digits) }
        let count = path.elements.count
        return "Path(\(count) element\(count == 1 ? "" : "s"), x \(short(bounds.minX))…\(short(bounds.maxX)), "
            + "y \(short(bounds.minY))…\(short(bounds.maxY)))"
    }

    /// Formats a number with at most `digits` decimals and no trailing zeros; `-0` prints as `0`.
    public static func format(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return String(describing: value) }
        let text = _DecimalText.fixed(value, digits: digits)
        // Byte by byte: the text is ASCII, and Foundation's `contains` on strings is slow.
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: ".")) else { return text == "-0" ? "0" : text }
        var end = utf8.endIndex
        while utf8[utf8.index(before: end)] == UInt8(ascii: "0") { end = utf8.index(before: end) }
        if utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
        let trimmed = String(text[..<end])
        return trimmed == "-0" ? "0" : trimmed
    }
}
