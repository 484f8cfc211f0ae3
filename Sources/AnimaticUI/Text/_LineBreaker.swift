import Foundation

/// Finds where `Text` breaks a string into lines; the engine of ``_TextLayout``.
///
/// It works on the string's characters by offset, with running sums of their advances in
/// thousandths of an em, so that the width of any run is one subtraction.
struct _LineBreaker {
    /// The string's characters.
    let characters: [Character]

    /// The string index of each character, and the end index last.
    let indices: [String.Index]

    private let font: Font
    private let sums: [Int]

    init(string: String, font: Font) {
        self.characters = Array(string)
        self.indices = Array(string.indices) + [string.endIndex]
        self.font = font
        var sums = [0]
        sums.reserveCapacity(characters.count + 1)
        for character in characters {
            sums.append(sums[sums.count - 1] + _TextMetrics.advance(of: character, design: font.design))
        }
        self.sums = sums
    }

    /// The width of a run of characters, rounded up to the pixel grid.
    func width(_ range: Range<Int>, plus extra: Int = 0) -> CGFloat {
        let thousandths = sums[range.upperBound] - sums[range.lowerBound] + extra
        return _TextMetrics.roundedUp(CGFloat(thousandths) * font.pointSize / 1000 * font.weight.widthFactor)
    }

    /// The lines' character ranges, without the spaces at which they break.
    func lines(width: CGFloat?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (offset, character) in characters.enumerated() where character.isNewline {
            lines += paragraphLines(start..<offset, width: width)
            start = offset + 1
        }
        if !characters.isEmpty {
            lines += paragraphLines(start..<characters.count, width: width)
        }
        return lines
    }

    /// The last line kept when the text is cut short: as much of it as fits with "…".
    func truncated(_ range: Range<Int>, width: CGFloat?) -> _TextLayout.Line {
        let ellipsis = _TextMetrics.advance(of: "…", design: font.design)
        var end = range.upperBound
        if let width {
            while end > range.lowerBound && self.width(range.lowerBound..<end, plus: ellipsis) > width {
                end -= 1
            }
        }
        while end > range.lowerBound && isBreakingSpace(characters[end - 1]) {
            end -= 1
        }
        let kept = range.lowerBound..<end
        return _TextLayout.Line(
            range: indices[kept.lowerBound]..<indices[kept.upperBound],
            text: String(characters[kept]) + "…", width: self.width(kept, plus: ellipsis), isTruncated: true)
    }

    private func isBreakingSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    private func fits(_ range: Range<Int>, _ width: CGFloat?) -> Bool {
        guard let width else { return true }
        return self.width(range) <= width
    }

    /// The lines of one paragraph, by greedy wrapping at spaces.
    private func paragraphLines(_ paragraph: Range<Int>, width: CGFloat?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var open: Range<Int>?
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            if isBreakingSpace(characters[index]) {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < paragraph.upperBound && !isBreakingSpace(characters[wordEnd]) {
                wordEnd += 1
            }
            if let line = open {
                if fits(line.lowerBound..<wordEnd, width) {
                    open = line.lowerBound..<wordEnd
                    index = wordEnd
                    continue
                }
                lines.append(line)
            }
            // A paragraph's first line keeps its leading spaces.
            let start = open == nil && lines.isEmpty ? paragraph.lowerBound : index
            open = nil
            if fits(start..<wordEnd, width) {
                open = start..<wordEnd
            } else {
                var pieceStart = start
                while pieceStart < wordEnd {
                    var pieceEnd = pieceStart + 1
                    while pieceEnd < wordEnd && fits(pieceStart..<(pieceEnd + 1), width) {
                        pieceEnd += 1
                    }
                    if pieceEnd < wordEnd {
                        lines.append(pieceStart..<pieceEnd)
                    } else {
                        open = pieceStart..<pieceEnd
                    }
                    pieceStart = pieceEnd
                }
            }
            index = wordEnd
        }
        if let open {
            lines.append(open)
        } else if lines.isEmpty {
            lines.append(paragraph.lowerBound..<paragraph.lowerBound)
        }
        return lines
    }
}
