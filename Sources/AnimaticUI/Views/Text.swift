import Foundation

/// A line of text, as SwiftUI's `Text`: from a literal, an interpolation, a string, or a value with a
/// format.
///
/// In the graph a text is a view-internal node named `Text`: the text the body made, resolved
/// against the environment, as SwiftUI resolves a text in an attribute of its own. Layout and
/// drawing read that node, not the body, so a body that runs again with the same text (its row
/// animating an `offset`) lays nothing out again. Formatted values use the `en_US` locale, so traces
/// are the same on every machine.
///
/// Its font and foreground style are its own (`Text("55%").font(.title)`) or, failing that, the
/// environment's (`.font(_:)`, `.foregroundStyle(_:)` on a view above): what is laid out and drawn
/// is the text with both resolved.
public struct Text: _PrimitiveView, Equatable, CustomStringConvertible {
    /// The text shown.
    public let content: String
    /// The text's font: its own, or once resolved for drawing the environment's; `nil` for the
    /// default (`body`).
    public internal(set) var font: Font?
    /// The text's foreground style: its own, or once resolved the environment's; `nil` for the
    /// foreground colour.
    public internal(set) var foregroundStyle: AnyShapeStyle?
    /// The text's weight from `bold()` or `fontWeight(_:)`, on the text or on a view above, which
    /// wins over its font's; `nil` for the font's own.
    public internal(set) var weight: Font.Weight?

    /// Text showing a string as it is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text showing a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing a literal or an interpolation: `Text("\(Int(value))")`.
    public init(_ key: LocalizedStringKey) {
        content = key.value
    }

    /// Text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`:
    /// `Text(level, format: .percent.precision(.fractionLength(0)))` shows `35%`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.locale(Locale(identifier: "en_US")).format(input)
    }

    /// The value as code writes it.
    public var description: String { "Text(\"\(content)\")" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        // The node's rule and the drawing value read through one object, their only capture.
        let source = _TextSource(view, inputs)
        let graph = inputs.animationGraph
        let node = graph.rule(name: inputs.nodeName("Text")) { source.resolved() }
        source.node = node
        graph.markViewInternal(node.id)
        inputs.subtree.add(node.id)
        let resolved = _GraphValue<Any>(
            read: source.value, peek: source.peekResolved,
            source: _ViewSource(graph: graph.dependencyGraph, node: node.id))
        let render = _RenderNode(.primitive(name: "Text", value: resolved))
        render.nodes.append(node.id)
        _PresentedFrame.make(for: render, name: "Text", inputs)
        return _ViewOutputs(render)
    }

    /// The text with the environment's font and foreground style where it has none of its own.
    func resolved(in environment: EnvironmentValues) -> Text {
        resolved(
            inheriting: _InheritedTextStyle(
                font: environment.font, foregroundStyle: environment._foregroundStyle, weight: environment._fontWeight))
    }

    /// The text with the inherited font and foreground style where it has none of its own.
    func resolved(inheriting style: _InheritedTextStyle) -> Text {
        var text = self
        if case .none = text.font { text.font = style.font }
        if case .none = text.foregroundStyle { text.foregroundStyle = style.foregroundStyle }
        if case .none = text.weight { text.weight = style.weight }
        if let weight = text.weight { text.font = (text.font ?? .body).weight(weight) }
        return text
    }

    /// The text in `font`, as SwiftUI's `Text.font(_:)`: its own font wins over the environment's.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in `style`, as SwiftUI's `Text.foregroundStyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.foregroundStyle = AnyShapeStyle(style)
        return text
    }

    /// The text in `color`, as SwiftUI's deprecated `Text.foregroundColor(_:)`: the same as
    /// `foregroundStyle(color)`; `nil` for the style around it.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.foregroundStyle = color.map { AnyShapeStyle($0) }
        return text
    }

    /// The text in bold, as SwiftUI's `Text.bold(_:)`; `bold(false)` leaves its weight as it is.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// The text in `weight`, as SwiftUI's `Text.fontWeight(_:)`, whatever its font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["Text", default: 0] += 1
    }

    /// Recorded only: AnimaticUI's text metrics give digits equal widths already.
    public func monospacedDigit() -> Text { self }
}
