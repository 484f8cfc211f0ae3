import Foundation

/// Cells in a grid of rows that grows to the trailing edge, as SwiftUI's `LazyHGrid`.
///
///     LazyHGrid(rows: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { photo in Thumbnail(photo: photo) }
///     }
///
/// The grid items make the rows across the length proposed: fixed ones take their length,
/// flexible and adaptive ones share what is left (an adaptive one splits its share into as many
/// rows of its minimum as fit). Cells fill the rows in order, each proposed its row's length
/// and sitting in it by the item's alignment; lines of cells are `spacing` apart (8 points by
/// default). As a lazy stack, the grid makes every cell at once.
public struct LazyHGrid<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// The grid's rows.
    public var rows: [GridItem]
    /// Where the rows sit in a larger frame.
    public var alignment: VerticalAlignment
    /// The space between lines of cells; 8 points when `nil`.
    public var spacing: CGFloat?
    /// The cells.
    public var content: Content

    /// A grid of `rows`; `pinnedViews` is kept and changes nothing, as no section scrolls.
    ///
    /// - Parameters:
    ///   - rows: The grid items, one per row (or per group of rows, for an adaptive one).
    ///   - alignment: Where the rows sit in a larger frame; centred by default.
    ///   - spacing: The space between lines of cells; 8 points when `nil`.
    ///   - pinnedViews: Kept, and unused.
    ///   - content: The cells.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "LazyHGrid { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("LazyHGrid")).nodes
        let render = _RenderNode(.primitive(name: "LazyHGrid", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "LazyHGrid", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["LazyHGrid", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}

extension LazyHGrid: _LayoutContainer {
    var _layout: any Layout {
        _GridLayout(axis: .horizontal, items: rows, alignment: alignment.fraction, spacing: spacing)
    }
}
