/// The background of the screen, as SwiftUI's `BackgroundStyle`: iOS's system background colour,
/// white in the light appearance.
///
///     RoundedRectangle(cornerRadius: 16).fill(.background)   // a white card
public struct BackgroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// The background style.
    public init() {}

    /// The value as code writes it.
    public var description: String { ".background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the screen: iOS's system background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
