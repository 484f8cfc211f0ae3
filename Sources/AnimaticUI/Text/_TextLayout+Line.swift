import Foundation

extension _TextLayout {
    /// One line of laid-out text.
    package struct Line: Hashable, Sendable {
        /// The part of the source string the line shows, without the spaces at which it broke.
        package var range: Range<String.Index>

        /// The text drawn: the source in ``range``, followed by "…" when the line is truncated.
        package var text: String

        /// The line's width in points, on the pixel grid (see ``_TextMetrics``).
        package var width: CGFloat

        /// Whether the text continues past this line but is cut short with "…", because no
        /// more lines fit in the height proposed.
        package var isTruncated: Bool

        /// Creates a line.
        ///
        /// - Parameters:
        ///   - range: The part of the source string the line shows.
        ///   - text: The text drawn.
        ///   - width: The line's width in points.
        ///   - isTruncated: Whether the line ends in "…" for text that did not fit.
        package init(range: Range<String.Index>, text: String, width: CGFloat, isTruncated: Bool = false) {
            self.range = range
            self.text = text
            self.width = width
            self.isTruncated = isTruncated
        }
    }
}
