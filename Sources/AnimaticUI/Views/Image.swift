/// A symbol image, as SwiftUI's `Image(systemName:)`. AnimaticUI has no symbol artwork: an image is
/// laid out as a square of the font's size (`.font(.title)` on it or above it: 28 points) and drawn
/// as a labelled placeholder in its foreground style (the accent colour in a button).
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
        let environment = context.environment
        // What the image takes from the environment, worked out once per change of the
        // environment's node, as a text does.
        let inherited = environment.map { _InheritedTextStyle(font: $0.font, foregroundStyle: $0._foregroundStyle) }
            .memoized()
        let graph = context.animationGraph
        // A node of its own, as a text's: layout and drawing read it, and an environment change
        // that leaves the image's font and style alone stops there.
        let node = graph.rule(name: context.nodeName("Image")) {
            _ResolvedImage(image: view.read(), style: inherited.read())
        }
        graph.markViewInternal(node.id)
        context.subtree.add(node.id)
        let resolved = _ViewInput<Any>(
            read: { node.value },
            peek: {
                let environment = environment.peek()
                return _ResolvedImage(
                    image: view.peek(),
                    style: _InheritedTextStyle(font: environment.font, foregroundStyle: environment._foregroundStyle))
            })
        let render = _RenderNode(.primitive(name: "Image", value: resolved))
        render.nodes.append(node.id)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["Image", default: 0] += 1
    }
}
