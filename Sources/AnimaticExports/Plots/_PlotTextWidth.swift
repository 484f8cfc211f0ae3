/// How wide a line of text is drawn in the plots' font, estimated without a font: each character's
/// advance in Helvetica's metrics (which Arial shares), with a tenth more for the wider sans-serif
/// faces a viewer may substitute.
///
/// The plots lay out labels with it, so that no two overlap; their tests check the layout with it.
package enum _PlotTextWidth {
    /// Helvetica's advance widths, in thousandths of the font size, for the printable ASCII
    /// characters from the space (32) to the tilde (126).
    private static let advances: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,  // 0 to 9
        278, 278, 584, 584, 584, 556, 1015,  // : to @
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,  // A to M
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,  // N to Z
        278, 278, 278, 469, 556, 333,  // [ to `
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,  // a to m
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,  // n to z
        334, 260, 334, 584,  // { to ~
    ]

    /// What a character outside ASCII (an arrow, a dash) is taken to take: a whole em.
    private static let otherAdvance = 1000

    /// The margin for a substituted face: the estimate is this many times Helvetica's width.
    private static let margin = 1.1

    /// The estimated width of `text` drawn at `fontSize` pixels, in pixels; at least the width it
    /// takes in Helvetica or Arial.
    package static func width(of text: String, fontSize: Double) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let code = Int(scalar.value)
            thousandths += code >= 32 && code <= 126 ? advances[code - 32] : otherAdvance
        }
        return Double(thousandths) / 1000 * fontSize * margin
    }
}
