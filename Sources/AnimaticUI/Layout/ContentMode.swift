/// How a view fills a space of another shape, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CustomStringConvertible {
    /// As large as fits inside the space.
    case fit
    /// As small as covers the space.
    case fill

    /// The mode as code writes it: `fit`.
    public var description: String { self == .fit ? "fit" : "fill" }
}
