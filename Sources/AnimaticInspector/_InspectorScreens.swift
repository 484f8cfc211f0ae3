import Animatic
import AnimaticExports
import AnimaticUI

/// The screens of a trace made from a view, for the inspector's screen panel: each distinct
/// display list once, each item of them once, and which graph nodes each item comes from.
///
/// A screen is written as the items it draws, back to front, each an index into one table of
/// items; an item is its SVG element (as ``AnimaticExports/ScreenDrawing`` draws it), its drawn
/// frame and the nodes that decide it. An item that stays the same from frame to frame (a
/// background, a text that did not change) is written once however many screens draw it, so a
/// long trace costs what its changing items cost.
///
/// **Items and nodes.** An item's nodes are ``AnimaticUI/DisplayList/Item/nodes``, by index in
/// the page's table of nodes: the screen's layout, the views' values and bodies, the effects and
/// layout containers around it, and its own shape and colour. Selecting a node outlines the items
/// whose nodes include it; a node no item names (a state, time) outlines the items of the nearest
/// nodes that read it (the page's script walks the edges at the playhead). Clicking an item selects
/// its last node, the most particular: its own shape, else the innermost effect or body around it.
struct _InspectorScreens {
    /// At most this many bytes of distinct items are kept: once the items written reach it, later
    /// screens are left out, the page shows the last kept screen from then on, and says so. A
    /// screen that only reuses items costs a few bytes, so a long run whose screens repeat (a
    /// pulse, an idle screen) is kept whole.
    static let maximumItemBytes = 4_000_000

    /// The screen's size, in points.
    private(set) var size = CGSize.zero
    /// Each kept screen's first frame, increasing.
    private(set) var frames: [Int] = []
    /// Each kept screen's items, as indices into ``items``.
    private(set) var lists: [[Int]] = []
    /// The distinct items: their SVG elements.
    private(set) var items: [String] = []
    /// Each item's drawn frame, in screen points: x, y, width, height.
    private(set) var boxes: [[Double]] = []
    /// Each item's nodes, as indices into the page's nodes, outermost first.
    private(set) var itemNodes: [[Int]] = []
    /// The clip paths' definitions the items refer to.
    private(set) var clips = _ScreenSVG.Clips(prefix: "screen-clip")
    /// The first frame whose screen was not kept, when the items reached ``maximumItemBytes``.
    private(set) var firstDroppedFrame: Int?
    /// The bytes of the items' elements so far.
    private var itemBytes = 0

    private var itemIndex: [ItemKey: Int] = [:]

    private struct ItemKey: Hashable {
        let element: String
        let nodes: [String]
    }

    /// Encodes `moments`, in increasing order of frame, one a frame at most; a moment whose display
    /// list is the one before it adds nothing.
    ///
    /// - Parameters:
    ///   - moments: The screens, each with its frame.
    ///   - nodeIndices: The page's node indices by name; a name it lacks is left out of an item's
    ///     nodes.
    init(_ moments: [ScreenDrawing.Moment], nodeIndices: [String: [Int]]) {
        var last: DisplayList?
        for moment in moments where moment.displayList != last {
            last = moment.displayList
            guard itemBytes < Self.maximumItemBytes else {
                firstDroppedFrame = moment.frame
                break
            }
            size = moment.displayList.size
            frames.append(moment.frame)
            lists.append(moment.displayList.items.map { item(for: $0, nodeIndices: nodeIndices) })
        }
    }

    private mutating func item(for item: DisplayList.Item, nodeIndices: [String: [Int]]) -> Int {
        let element = _ScreenSVG.element(item, clips: &clips)
        let key = ItemKey(element: element, nodes: item.nodes)
        if let index = itemIndex[key] { return index }
        items.append(element)
        itemBytes += element.utf8.count
        let box = item.drawnFrame
        boxes.append([box.minX, box.minY, box.width, box.height].map { Self.rounded(Double($0)) })
        itemNodes.append(item.nodes.flatMap { nodeIndices[$0] ?? [] })
        itemIndex[key] = items.count - 1
        return items.count - 1
    }

    /// A coordinate to a hundredth of a point, as the SVG writes them.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Writes the screens as the value of the data's `screen` key: an object with `width`,
    /// `height`, `frames` (each screen's first frame less the one before, the first less 0),
    /// `lists` (each screen's item count, then its items), `items`, `boxes`
    /// (four numbers an item), `nodes` (each item's node count, then its nodes), `clips` and
    /// `droppedFrom` (−1 when every screen was kept).
    func write(to writer: inout _InspectorJSONWriter) {
        writer.byte(UInt8(ascii: "{"))
        writer.key("width", first: true)
        writer.number(Double(size.width))
        writer.key("height")
        writer.number(Double(size.height))
        writer.key("frames")
        writer.integers(zip(frames, [0] + frames).map { $0 - $1 })
        writer.key("lists")
        writer.integers(lists.flatMap { [$0.count] + $0 })
        writer.key("items")
        writer.strings(items)
        writer.key("boxes")
        writer.numbers(boxes.flatMap { $0 })
        writer.key("nodes")
        writer.integers(itemNodes.flatMap { [$0.count] + $0 })
        writer.key("clips")
        writer.string(clips.definitions)
        writer.key("droppedFrom")
        writer.integer(firstDroppedFrame ?? -1)
        writer.byte(UInt8(ascii: "}"))
    }
}
