import Foundation

extension Font {
    /// A semantic text style, whose size Dynamic Type sets.
    ///
    /// Mirrors SwiftUI's `Font.TextStyle`. Animatic uses the sizes at the default content size
    /// category, listed on ``Font``.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The large title style: 34 points.
        case largeTitle
        /// The title style: 28 points.
        case title
        /// The second-level title style: 22 points.
        case title2
        /// The third-level title style: 20 points.
        case title3
        /// The headline style: 17 points, semibold.
        case headline
        /// The subheadline style: 15 points.
        case subheadline
        /// The body style: 17 points.
        case body
        /// The callout style: 16 points.
        case callout
        /// The footnote style: 13 points.
        case footnote
        /// The caption style: 12 points.
        case caption
        /// The second caption style: 11 points.
        case caption2

        /// The style's size in points at the default content size category.
        package var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The style's weight: semibold for `headline`, regular for the others.
        package var defaultWeight: Font.Weight {
            self == .headline ? .semibold : .regular
        }
    }
}
