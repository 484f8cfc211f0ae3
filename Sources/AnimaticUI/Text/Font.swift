import Foundation

/// A font: a size, a weight, a design and a few traits.
///
/// Mirrors SwiftUI's `Font` for the system font. The text styles have Dynamic Type's default
/// sizes in points (at the default content size category), and `headline` is semibold:
///
/// | Style | Size | Weight |
/// | --- | ---: | --- |
/// | `largeTitle` | 34 | regular |
/// | `title` | 28 | regular |
/// | `title2` | 22 | regular |
/// | `title3` | 20 | regular |
/// | `headline` | 17 | semibold |
/// | `body` | 17 | regular |
/// | `callout` | 16 | regular |
/// | `subheadline` | 15 | regular |
/// | `footnote` | 13 | regular |
/// | `caption` | 12 | regular |
/// | `caption2` | 11 | regular |
///
///     Text("55%").font(.system(size: 44, weight: .bold, design: .rounded))
///     Text("Add Batter").font(.title2.bold())
///
/// Fonts compare equal when they resolve the same: `.headline` equals
/// `.system(.headline)` and `.body.weight(.semibold)` does not. Animatic measures text with
/// metrics of its own (`_TextMetrics`), not the platform's fonts.
public struct Font: Hashable, Sendable {
    /// The size in points.
    package private(set) var pointSize: CGFloat

    /// The weight.
    package private(set) var weight: Weight

    /// The design: default, serif, rounded or monospaced.
    package private(set) var design: Design

    /// The text style the font came from, or `nil` for a font of a fixed size.
    package private(set) var textStyle: TextStyle?

    /// Whether the font is italic.
    package private(set) var isItalic: Bool

    /// Whether digits are drawn with equal widths.
    ///
    /// Animatic's metrics give every digit the same width whatever this says (see
    /// `_TextMetrics`), so it changes no measurement; it is kept so that a drawing can say so.
    package private(set) var hasMonospacedDigits: Bool

    private init(pointSize: CGFloat, weight: Weight, design: Design, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
        self.isItalic = false
        self.hasMonospacedDigits = false
    }

    /// The font of a text style, at its default size and weight.
    private init(_ style: TextStyle) {
        self.init(pointSize: style.defaultPointSize, weight: style.defaultWeight, design: .default, textStyle: style)
    }

    /// The large title style: 34 points.
    public static let largeTitle = Font(.largeTitle)
    /// The title style: 28 points.
    public static let title = Font(.title)
    /// The second-level title style: 22 points.
    public static let title2 = Font(.title2)
    /// The third-level title style: 20 points.
    public static let title3 = Font(.title3)
    /// The headline style: 17 points, semibold.
    public static let headline = Font(.headline)
    /// The subheadline style: 15 points.
    public static let subheadline = Font(.subheadline)
    /// The body style, the default for text: 17 points.
    public static let body = Font(.body)
    /// The callout style: 16 points.
    public static let callout = Font(.callout)
    /// The footnote style: 13 points.
    public static let footnote = Font(.footnote)
    /// The caption style: 12 points.
    public static let caption = Font(.caption)
    /// The second caption style: 11 points.
    public static let caption2 = Font(.caption2)

    /// The system font at a fixed size.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - weight: The weight; regular when `nil`.
    ///   - design: The design; the default design when `nil`.
    /// - Returns: The font.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(pointSize: size, weight: weight ?? .regular, design: design ?? .default, textStyle: nil)
    }

    /// The system font of a text style.
    ///
    /// - Parameters:
    ///   - style: The text style, which gives the size and the default weight.
    ///   - design: The design; the default design when `nil`.
    ///   - weight: The weight; the style's own when `nil`.
    /// - Returns: The font.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style)
        font.design = design ?? .default
        font.weight = weight ?? style.defaultWeight
        return font
    }

    /// The font in bold.
    ///
    /// - Returns: The font with the ``Weight/bold`` weight.
    public func bold() -> Font {
        weight(.bold)
    }

    /// The font in another weight.
    ///
    /// - Parameter weight: The weight.
    /// - Returns: The font with that weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in italic.
    ///
    /// - Returns: The italic font; Animatic's metrics give it the upright font's widths.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font with digits of equal widths, so that changing numbers do not shift.
    ///
    /// - Returns: The font with monospaced digits.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The monospaced design of the font.
    ///
    /// - Returns: The font with the ``Design/monospaced`` design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }
}
