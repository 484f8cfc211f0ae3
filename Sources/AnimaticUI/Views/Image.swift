import Foundation

/// An image, as SwiftUI's `Image`: a symbol (`Image(systemName:)`) or an image from the app's
/// assets (`Image("photo")`). AnimaticUI has neither symbol artwork nor assets: an image is drawn as
/// a labelled placeholder in its foreground style (the accent colour in a button). A symbol is a
/// square of the font's size (`.font(.title)` on it or above it: 28 points), an asset a 100-point
/// square, each keeping that size until `resizable()`.
public struct Image: _PrimitiveView, Equatable, CustomStringConvertible {
    /// The symbol's name, such as `heart.fill`; `nil` for an asset image.
    public let systemName: String?
    /// The asset's name, such as `photo`; `nil` for a symbol.
    public let name: String?
    /// Whether the image takes the size it is offered, as after SwiftUI's `resizable()`; otherwise
    /// it keeps its own size whatever is proposed.
    public internal(set) var isResizable = false

    /// An image of a system symbol.
    public init(systemName: String) {
        self.systemName = systemName
        name = nil
    }

    /// An image from the app's assets, as SwiftUI's `Image(_:bundle:)`; drawn as a placeholder.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - bundle: Ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        systemName = nil
    }

    /// An image from the app's assets that accessibility ignores, as SwiftUI's
    /// `Image(decorative:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Equatable, Sendable {
        /// Stretched to the frame.
        case stretch
        /// Repeated over the frame.
        case tile
    }

    /// The image taking whatever size it is offered, as SwiftUI's `resizable(capInsets:resizingMode:)`.
    /// The placeholder is drawn stretched to its frame in either mode.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The value as code writes it.
    public var description: String {
        let base = systemName.map { "Image(systemName: \"\($0)\")" } ?? "Image(\"\(name ?? "")\")"
        return isResizable ? base + ".resizable()" : base
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        // What the image takes from the environment, worked out once per change of the
        // environment's node, as a text does.
        let inherited = environment.map { _InheritedTextStyle(font: $0.font, foregroundStyle: $0._foregroundStyle) }
            .memoized()
        let graph = inputs.animationGraph
        // A node of its own, as a text's: layout and drawing read it, and an environment change
        // that leaves the image's font and style alone stops there.
        let node = graph.rule(name: inputs.nodeName("Image")) {
            _ResolvedImage(image: view.read(), style: inherited.read())
        }
        graph.markViewInternal(node.id)
        inputs.subtree.add(node.id)
        let resolved = _GraphValue<Any>(
            read: { node.value },
            peek: {
                let environment = environment.peek()
                return _ResolvedImage(
                    image: view.peek(),
                    style: _InheritedTextStyle(font: environment.font, foregroundStyle: environment._foregroundStyle))
            }, source: _ViewSource(graph: graph.dependencyGraph, node: node.id))
        let render = _RenderNode(.primitive(name: "Image", value: resolved))
        render.nodes.append(node.id)
        _PresentedFrame.make(for: render, name: "Image", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["Image", default: 0] += 1
    }
}
