/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical
}
