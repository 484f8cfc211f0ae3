/// How the inside of a path is found, as SwiftUI's `FillStyle`: kept, as Animatic draws every path
/// with the non-zero winding rule.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style.
    ///
    /// - Parameters:
    ///   - eoFill: Whether to use the even-odd rule; `false` by default.
    ///   - antialiased: Whether to antialias; `true` by default.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
