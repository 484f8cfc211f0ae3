import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`, shown at a scroll position of zero.
///
///     ScrollView {
///         ForEach(rows) { row in RowView(row: row) }
///     }
///
/// Its content is laid out in a stack (a column, or a row for a view that scrolls only
/// horizontally), at its ideal length along the axes it scrolls, from the leading and top edges;
/// across, it is proposed the scroll view's width (or height) and centred. The scroll view takes the
/// size proposed, and clips what it shows to its frame. Animatic does not scroll: the content stays
/// at scroll position zero, and no indicators are drawn.
public struct ScrollView<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether it shows scroll indicators: kept, and not drawn.
    public var showsIndicators: Bool
    /// What it shows.
    public var content: Content

    /// A scroll view of `content`.
    ///
    /// - Parameters:
    ///   - axes: The axes it scrolls along; vertical by default.
    ///   - showsIndicators: Whether it shows scroll indicators; kept, and not drawn.
    ///   - content: What it shows.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "ScrollView { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("ScrollView")).nodes
        let render = _RenderNode(.primitive(name: "ScrollView", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "ScrollView", inputs)
        return _ViewOutputs(_ScrollClip.clipping(render))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["ScrollView", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}

extension ScrollView: _LayoutContainer {
    var _layout: any Layout { _ScrollViewLayout(axes: axes) }
}
