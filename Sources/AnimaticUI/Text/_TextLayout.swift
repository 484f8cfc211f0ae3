import Foundation

/// A string measured and broken into lines for a proposal, as `Text` lays it out.
///
/// The rules, with widths from ``_TextMetrics``:
///
/// - **No width proposed** (`nil`, the ideal size): every paragraph is one line.
/// - **A width proposed**: a paragraph that fits is one line; otherwise it wraps at word
///   boundaries (spaces and tabs), greedily, as many words per line as fit. The spaces at
///   which a line breaks are not part of either line. A word wider than the whole width is
///   broken between characters, as many as fit per line and at least one.
/// - A newline always starts a new line (an empty paragraph is an empty line).
/// - **A height proposed** that holds fewer lines than the text needs: as many lines as fit
///   are kept, at least one, and the last kept one is truncated with "…" so that it fits the
///   width.
///
/// The text's size is the widest line's width (never more than the width proposed; a single
/// character wider than the proposal overflows) by the number of lines times the line height.
/// An empty string has no lines and measures zero.
///
///     let layout = _TextLayout("Hello World", font: .body, proposal: ProposedViewSize(width: 60, height: nil))
///     layout.lines.map(\.text)  // ["Hello", "World"]
package struct _TextLayout: Hashable, Sendable {
    /// The string laid out.
    package let string: String

    /// The font measured.
    package let font: Font

    /// The lines, top to bottom.
    package let lines: [Line]

    /// The height of each line, in points.
    package let lineHeight: CGFloat

    /// The text's size: the widest line by the lines' total height.
    package let size: CGSize

    /// Lays out a string for a proposal.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - font: The font; `body` by default, as for `Text`.
    ///   - proposal: The size proposed to the text.
    /// - Complexity: O(*n* + *w*·*m*) for *n* characters, where *w* words of up to *m*
    ///   characters need breaking between characters.
    package init(_ string: String, font: Font = .body, proposal: ProposedViewSize) {
        self.string = string
        self.font = font
        self.lineHeight = _TextMetrics.lineHeight(of: font)
        if let line = Self.singleLine(string, font: font, width: proposal.width) {
            // One line is never cut, whatever the height.
            lines = [line]
            size = CGSize(width: min(line.width, proposal.width ?? .infinity), height: lineHeight)
            return
        }
        let breaker = _LineBreaker(string: string, font: font)
        var ranges = breaker.lines(width: proposal.width)
        var lines = ranges.map { range in
            Line(
                range: breaker.indices[range.lowerBound]..<breaker.indices[range.upperBound],
                text: String(breaker.characters[range]), width: breaker.width(range))
        }
        if let height = proposal.height, height < CGFloat(lines.count) * lineHeight {
            let fitting = max(1, Int((height / lineHeight + 1e-9).rounded(.down)))
            if lines.count > fitting {
                ranges.removeLast(ranges.count - fitting)
                lines.removeLast(lines.count - fitting)
                lines[fitting - 1] = breaker.truncated(ranges[fitting - 1], width: proposal.width)
            }
        }
        self.lines = lines
        let widest = lines.reduce(0) { max($0, $1.width) }
        self.size = CGSize(
            width: min(widest, proposal.width ?? .infinity), height: CGFloat(lines.count) * lineHeight)
    }

    /// Whether some of the text did not fit and was cut short with "…".
    /// The one line of a string with no line break that fits `width` whole: what the line breaker
    /// makes of it (every line that fits holds all its words, since each part of a line that fits
    /// fits too), found in one pass over the characters, with no table of them. `nil` for an empty
    /// string, a string with a newline, or one that does not fit.
    private static func singleLine(_ string: String, font: Font, width: CGFloat?) -> Line? {
        guard !string.isEmpty else { return nil }
        var thousandths = 0
        // Up to the last character that is not a space or a tab: a line ends before the spaces at
        // its end, and keeps those at its start.
        var end = string.startIndex
        var endThousandths = 0
        var index = string.startIndex
        while index < string.endIndex {
            let character = string[index]
            if character.isNewline { return nil }
            thousandths += _TextMetrics.advance(of: character, design: font.design)
            index = string.index(after: index)
            if character != " " && character != "\t" {
                end = index
                endThousandths = thousandths
            }
        }
        let lineWidth = _TextMetrics.roundedUp(
            CGFloat(endThousandths) * font.pointSize / 1000 * font.weight.widthFactor)
        if let width, lineWidth > width { return nil }
        let text = end == string.endIndex ? string : String(string[..<end])
        return Line(range: string.startIndex..<end, text: text, width: lineWidth)
    }

    package var isTruncated: Bool {
        lines.last?.isTruncated ?? false
    }
}
