import Foundation

/// Cells in a grid of columns that grows down, as SwiftUI's `LazyVGrid`.
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { photo in Thumbnail(photo: photo) }
///     }
///
/// The grid items make the columns across the length proposed: fixed ones take their length,
/// flexible and adaptive ones share what is left (an adaptive one splits its share into as many
/// columns of its minimum as fit). Cells fill the columns in order, each proposed its column's length
/// and sitting in it by the item's alignment; lines of cells are `spacing` apart (8 points by
/// default). As a lazy stack, the grid makes every cell at once.
public struct LazyVGrid<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// The grid's columns.
    public var columns: [GridItem]
    /// Where the columns sit in a larger frame.
    public var alignment: HorizontalAlignment
    /// The space between lines of cells; 8 points when `nil`.
    public var spacing: CGFloat?
    /// The cells.
    public var content: Content

    /// A grid of `columns`; `pinnedViews` is kept and changes nothing, as no section scrolls.
    ///
    /// - Parameters:
    ///   - columns: The grid items, one per column (or per group of columns, for an adaptive one).
    ///   - alignment: Where the columns sit in a larger frame; centred by default.
    ///   - spacing: The space between lines of cells; 8 points when `nil`.
    ///   - pinnedViews: Kept, and unused.
    ///   - content: The cells.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "LazyVGrid { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("LazyVGrid")).nodes
        let render = _RenderNode(.primitive(name: "LazyVGrid", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "LazyVGrid", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["LazyVGrid", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}

extension LazyVGrid: _LayoutContainer {
    var _layout: any Layout {
        _GridLayout(axis: .vertical, items: columns, alignment: alignment.fraction, spacing: spacing)
    }
}
