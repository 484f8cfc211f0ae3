/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`. AnimaticUI draws
/// both as quarter circles: the article *Differences from SwiftUI* says so.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature, drawn here as quarter circles.
    case continuous
}
