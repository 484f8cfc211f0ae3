/// A symbol image, as SwiftUI's `Image(systemName:)`. AnimaticUI has no symbol artwork: an image is
/// laid out as a square of the font's size and drawn as a labelled placeholder.
public struct Image: _PrimitiveView, Equatable, CustomStringConvertible {
    /// The symbol's name, such as `heart.fill`.
    public let systemName: String

    /// An image of a system symbol.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The value as code writes it.
    public var description: String { "Image(systemName: \"\(systemName)\")" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        _ViewOutputs(_RenderNode(.primitive(name: "Image", value: view.map { $0 })))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
