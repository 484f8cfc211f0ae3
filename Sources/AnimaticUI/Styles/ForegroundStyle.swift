/// The foreground style in force, as SwiftUI's `ForegroundStyle`: what a shape with no fill of its
/// own is drawn with (black in the light appearance, white in the dark one).
public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// The foreground style.
    public init() {}

    /// The value as code writes it.
    public var description: String { ".foreground" }
}
