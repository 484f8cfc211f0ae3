import Foundation

/// What a view's built-in modifiers do with a value SwiftUI warns about at run time and draws
/// anyway, such as a frame's NaN width: each helper returns the value as it is used and hands the
/// warning's words to `warn`. Not API.
///
/// The words name the parameter and the value and say what is done with it, as SwiftUI does:
/// `Invalid frame dimension (negative or non-finite): width nan is ignored`.
enum _InvalidValues {
    /// A frame's dimension: a NaN, infinite or negative one is ignored, as SwiftUI's frame ignores
    /// it; `allowsInfinity` keeps a flexible frame's `.infinity` maximum.
    static func frameDimension(
        _ value: CGFloat?, _ label: String, allowsInfinity: Bool = false, _ warn: (String) -> Void
    ) -> CGFloat? {
        guard let value, !(value >= 0 && (value.isFinite || (allowsInfinity && value == .infinity))) else {
            return value
        }
        warn("Invalid frame dimension (negative or non-finite): \(label) \(value) is ignored")
        return nil
    }

    /// A length or factor that must be finite: a NaN or infinite one is replaced by `neutral`, the
    /// value that leaves the view as it is.
    static func finite(
        _ value: CGFloat, _ what: String, _ label: String, neutral: CGFloat, _ warn: (String) -> Void
    ) -> CGFloat {
        guard !value.isFinite else { return value }
        warn("Invalid \(what) (non-finite): \(label) \(value) is treated as \(number(neutral))")
        return neutral
    }

    /// An anchor's coordinate, whose animatable data is 128 times it: one that is not finite there
    /// is treated as the centre's, 0.5.
    static func anchor(_ value: CGFloat, _ label: String, _ warn: (String) -> Void) -> CGFloat {
        guard !(value * 128).isFinite else { return value }
        warn("Invalid anchor (non-finite): \(label) \(value) is treated as 0.5, the centre")
        return 0.5
    }

    /// An opacity: a NaN one is ignored (1), a negative one clamped to 0 and an infinite one to 1,
    /// as drawing clamps an opacity to 0…1. A finite one above 1 is kept, and drawn as 1.
    static func opacity(_ value: Double, _ warn: (String) -> Void) -> Double {
        if value.isNaN {
            warn("Invalid opacity (not a number): nan is ignored, drawn fully opaque")
            return 1
        }
        if value < 0 {
            warn("Invalid opacity (negative): \(value) is clamped to 0")
            return 0
        }
        if value.isInfinite {
            warn("Invalid opacity (infinite): \(value) is clamped to 1")
            return 1
        }
        return value
    }

    /// A number as code writes it: `0`, `1`, `0.5`.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}
