extension Font {
    /// The design of a font.
    ///
    /// Mirrors SwiftUI's `Font.Design`. Animatic's metrics measure the default, serif and
    /// rounded designs alike; the monospaced design gives every character the same width
    /// (see `_TextMetrics`).
    public enum Design: Hashable, Sendable {
        /// The default system design, a sans-serif.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A monospaced design.
        case monospaced
    }
}
