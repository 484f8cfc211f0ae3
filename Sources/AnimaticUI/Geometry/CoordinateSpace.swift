/// A coordinate space a `GeometryProxy` gives frames in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The screen's: the origin at its top-left corner.
    case global
    /// The view's own: the origin at its top-left corner.
    case local
    /// A space named with `coordinateSpace(name:)`. Animatic names no spaces: a frame in a named space
    /// is given in the screen's.
    case named(String)
}
