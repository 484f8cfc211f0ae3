extension TraceValue {
    /// The most characters of a value's text a timeline line shows: a body of many views is cut
    /// there, with `…`. The JSON form keeps every value whole.
    package static let shownLength = 240

    /// `text`, or its first `length` characters and `…` when it is longer.
    ///
    /// - Parameters:
    ///   - text: A value's text.
    ///   - length: The most characters shown.
    /// - Returns: The text, at most `length` characters and the ellipsis.
    package static func shortened(_ text: String, to length: Int = shownLength) -> String {
        guard text.utf8.count > length, text.count > length else { return text }
        return String(text.prefix(length)) + "…"
    }

    /// Two long texts that differ only past where ``shortened(_:to:)`` cuts them, as the parts
    /// where they differ: `…).fill(red.opacity(0.15)) } … → …).fill(gray.opacity(0.1)) } …`, so
    /// that a change never reads `X… → X…`; `nil` when the shortened texts already differ.
    ///
    /// - Parameters:
    ///   - old: The text before.
    ///   - new: The text after.
    /// - Returns: The change, each side a window of the text from a little before the first
    ///   character that differs; `nil` when the texts are equal or their shortened forms differ.
    package static func differingParts(_ old: String, _ new: String) -> String? {
        guard old != new, shortened(old) == shortened(new) else { return nil }
        let before = Array(old)
        let after = Array(new)
        var first = 0
        while first < before.count && first < after.count && before[first] == after[first] { first += 1 }
        let start = max(0, first - 40)
        func window(_ characters: [Character]) -> String {
            let end = min(characters.count, start + shownLength)
            return "…" + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        }
        return window(before) + " → " + window(after)
    }
}
