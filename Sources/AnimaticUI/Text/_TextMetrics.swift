import Foundation

/// Animatic's own text metrics: the width of every character and the height of a line.
///
/// SwiftUI measures text with the platform's fonts, which do not exist off Apple's platforms.
/// Animatic measures with the fixed tables and formulas below instead: pure arithmetic, so
/// that a string measures the same on Linux and macOS, in every run. The figures approximate
/// a proportional sans-serif like SF Pro at text sizes; they are not SF Pro's.
///
/// **Advance widths** are in thousandths of an em (of the point size), per character
/// (grapheme cluster), by its first Unicode scalar:
///
/// - printable ASCII: the table in ``asciiAdvances``; all ten digits are 600 wide (tabular),
///   so that a changing counter never shifts;
/// - a few common typographic marks (curly quotes, dashes, the ellipsis, the bullet…): a
///   table of their own, ``punctuationAdvance(_:)``;
/// - a Latin letter with diacritics (U+00C0–U+024F) that decomposes canonically to an ASCII
///   letter and marks: the width of that letter ("é" is "e" wide);
/// - East Asian wide characters (CJK ideographs, kana, Hangul, full-width forms): 1000;
/// - emoji (a cluster whose first scalar is presented as emoji, or is followed by the emoji
///   variation selector U+FE0F, or is a regional indicator): 1250, once per cluster, so a
///   flag or a family sequence is one emoji wide;
/// - a tab: four spaces; other control characters: 0;
/// - anything else: 600.
///
/// The monospaced design makes every character that is not wide or emoji 600 wide.
///
/// **Weight**: a font's width factor (see ``Font/Weight``) multiplies every advance; bold is
/// 1.06 times as wide as regular. Italic does not change widths.
///
/// **Rounding**: a run of text is as wide as the sum of its advances (in points: thousandths ×
/// point size ÷ 1000 × width factor), rounded *up* to the pixel grid of a 3× screen, a third
/// of a point, as SwiftUI rounds text sizes on an iPhone. Amounts within 10⁻⁹ of a grid line
/// count as on it, so that floating-point noise does not add a pixel.
///
/// **Line height**: 2444/2048 (≈ 1.1934) of the point size, SF Pro's ascender plus descender
/// per em, rounded up to the pixel grid: 20⅓ points for 17-point `body`.
package enum _TextMetrics {
    /// The pixels per point of the grid that sizes round up to: 3, as on an iPhone 16 Pro.
    package static let pixelsPerPoint: CGFloat = 3

    /// A line's height per point of font size, before rounding: 2444/2048.
    package static let lineHeightPerPoint: CGFloat = 2444 / 2048

    /// The advance of a tab, in thousandths of an em: four spaces.
    static let tabAdvance = 4 * 260

    /// The advance of a character that no rule covers, in thousandths of an em.
    static let fallbackAdvance = 600

    /// The advance of an East Asian wide character, in thousandths of an em.
    static let wideAdvance = 1000

    /// The advance of an emoji, in thousandths of an em.
    static let emojiAdvance = 1250

    /// The advances of printable ASCII, U+0020 (space) through U+007E (tilde), in thousandths
    /// of an em.
    package static let asciiAdvances: [Int] = [
        // space ! " # $ % & ' ( ) * + , - . /
        260, 270, 390, 600, 600, 880, 680, 220, 340, 340, 440, 600, 250, 400, 250, 380,
        // 0 to 9: tabular
        600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
        // : ; < = > ? @
        250, 250, 600, 600, 600, 500, 920,
        // A to Z
        660, 640, 700, 710, 580, 560, 720, 730, 260, 500, 640, 540, 860,
        730, 760, 620, 760, 640, 610, 600, 710, 650, 940, 640, 620, 620,
        // [ \ ] ^ _ `
        340, 380, 340, 600, 480, 500,
        // a to z
        540, 590, 540, 590, 560, 340, 590, 570, 240, 240, 530, 240, 860,
        570, 580, 590, 590, 360, 510, 340, 570, 520, 780, 520, 520, 510,
        // { | } ~
        340, 270, 340, 600,
    ]

    /// The advance of a typographic mark outside ASCII, in thousandths of an em, or `nil`.
    ///
    /// - Parameter scalar: The character's first scalar.
    /// - Returns: 260 for a no-break space, 220 for ‘ and ’, 390 for “ and ”, 500 for the en
    ///   dash, 1000 for the em dash, 780 for the ellipsis, 400 for the bullet and the degree
    ///   sign, 600 for ×, ÷, − (minus), € and £; `nil` for any other scalar.
    package static func punctuationAdvance(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x00A0: 260
        case 0x2018, 0x2019: 220
        case 0x201C, 0x201D: 390
        case 0x2013: 500
        case 0x2014: 1000
        case 0x2026: 780
        case 0x2022, 0x00B0: 400
        case 0x00D7, 0x00F7, 0x2212, 0x20AC, 0x00A3: 600
        default: nil
        }
    }

    /// A character's advance in thousandths of an em, before the weight's factor.
    ///
    /// - Parameters:
    ///   - character: The character (grapheme cluster).
    ///   - design: The font's design; monospaced makes every narrow character 600.
    /// - Returns: The advance, by the rules above.
    package static func advance(of character: Character, design: Font.Design = .default) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isEmoji(scalars) { return emojiAdvance }
        if isWide(first) { return wideAdvance }
        if first == "\t" { return tabAdvance }
        if first.properties.generalCategory == .control { return 0 }
        if design == .monospaced { return 600 }
        if (0x20...0x7E).contains(first.value) { return asciiAdvances[Int(first.value) - 0x20] }
        if let punctuation = punctuationAdvance(first) { return punctuation }
        if (0xC0...0x24F).contains(first.value),
            let base = String(first).decomposedStringWithCanonicalMapping.unicodeScalars.first,
            (0x20...0x7E).contains(base.value)
        {
            return asciiAdvances[Int(base.value) - 0x20]
        }
        return fallbackAdvance
    }

    /// The width in points of a run of characters, unrounded.
    ///
    /// - Parameters:
    ///   - text: The characters.
    ///   - font: The font.
    /// - Returns: The sum of the advances, in points, times the weight's width factor.
    package static func unroundedWidth<S: Sequence<Character>>(of text: S, font: Font) -> CGFloat {
        let thousandths = text.reduce(0) { $0 + advance(of: $1, design: font.design) }
        return CGFloat(thousandths) * font.pointSize / 1000 * font.weight.widthFactor
    }

    /// The width in points of a run of characters, rounded up to the pixel grid.
    ///
    /// - Parameters:
    ///   - text: The characters.
    ///   - font: The font.
    /// - Returns: The width, a multiple of a third of a point.
    package static func width<S: Sequence<Character>>(of text: S, font: Font) -> CGFloat {
        roundedUp(unroundedWidth(of: text, font: font))
    }

    /// The height in points of one line of text in a font.
    ///
    /// - Parameter font: The font.
    /// - Returns: 2444/2048 of the point size, rounded up to the pixel grid.
    package static func lineHeight(of font: Font) -> CGFloat {
        roundedUp(font.pointSize * lineHeightPerPoint)
    }

    /// A length rounded up to the pixel grid, a third of a point; within 10⁻⁹ of a grid line
    /// counts as on it.
    ///
    /// - Parameter length: The length in points.
    /// - Returns: The smallest multiple of a third of a point not less than `length − 10⁻⁹`.
    package static func roundedUp(_ length: CGFloat) -> CGFloat {
        (length * pixelsPerPoint - 1e-9).rounded(.up) / pixelsPerPoint
    }

    private static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        return first.properties.isEmoji && scalars.contains("\u{FE0F}")
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul Jamo initials
            0x2E80...0x303E,  // CJK radicals, symbols and punctuation
            0x3041...0x33FF,  // kana, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA960...0xA97F,  // Hangul Jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF00...0xFF60,  // full-width forms
            0xFFE0...0xFFE6,  // full-width signs
            0x20000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }
}
