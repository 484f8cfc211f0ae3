import Foundation

/// Rows in a scrolling column, as SwiftUI's `List`, shown at a scroll position of zero.
///
///     List(tasks) { task in
///         Text(task.title)
///     }
///
/// Rows are stacked from the top with no space between them. Each row's content is proposed the
/// list's width less 20 points on each side, and no height; a row is its content's height plus 11
/// points above and below, and at least 44 points high, with the content at its leading inset,
/// centred vertically: a one-line `body` text (22 points high) makes a 44-point row. The list takes
/// the size proposed and clips its rows to its frame. Animatic draws no separators, row backgrounds
/// or grouped insets, and does not scroll or select.
public struct List<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// The rows.
    public var content: Content

    /// A list of the rows `content` builds.
    ///
    /// - Parameter content: The rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "List { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("List")).nodes
        let render = _RenderNode(.primitive(name: "List", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "List", inputs)
        return _ViewOutputs(_ScrollClip.clipping(render))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["List", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}

extension List: _LayoutContainer {
    var _layout: any Layout { _ListLayout() }
}

extension List {
    /// A list of a row for each element of `data`, identified by `id`.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - rowContent: The row of an element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a row for each identifiable element of `data`.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - rowContent: The row of an element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of a row for each number of `data`.
    ///
    /// - Parameters:
    ///   - data: The numbers.
    ///   - rowContent: The row of a number.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}
