import Foundation

/// What a frame draws, and where: the screen as a list of items, back to front, each with its frame
/// in screen points and everything that changes how it is drawn.
///
/// A host computes it from its layout nodes (where each view went) and its drawing nodes (the
/// presented values of shapes and effects) at the latest frame:
///
///     let host = ViewHost(BatterGauge(level: 0.55))
///     host.update()
///     let waves = host.displayList.items(named: "Wave")
///     waves[0].frame        // the wave's frame, after layout and before effects
///     waves[0].clip         // the gauge's circle, in screen points
///
/// Items are the leaves of the view tree: shapes and colours (a ``DisplayList/Item/path`` with a
/// fill or a stroke), texts (a string and a font size) and symbol images (drawn as a labelled
/// placeholder, since AnimaticUI has no symbol artwork). Containers, buttons and modifiers draw
/// nothing of their own; their effects (`offset`, `scaleEffect`, `rotationEffect`, `opacity`,
/// `clipShape`) are folded into the items inside them.
public struct DisplayList: Equatable {
    /// The screen's size, in points.
    public var size: CGSize

    /// The items, in drawing order: later items are drawn over earlier ones.
    public var items: [Item]

    /// The appearance the screen is drawn in: light unless the view prefers the dark one
    /// (`preferredColorScheme(.dark)`). The screen's background is iOS's system background for it,
    /// white or black.
    public var colorScheme = ColorScheme.light

    /// Creates a display list.
    ///
    /// - Parameters:
    ///   - size: The screen's size, in points.
    ///   - items: The items, back to front.
    public init(size: CGSize, items: [Item]) {
        self.size = size
        self.items = items
    }

    /// The items of one view: those whose ``Item/view`` is `name`, or ends in `/name` (a name
    /// qualified by its place, such as `ZStack[1]/Wave`).
    ///
    /// - Parameter name: A node's name (`Wave`, `ZStack[0]/Wave`) or a view type without a node
    ///   (`Text`, `Image`, `Color`).
    /// - Returns: The matching items, back to front.
    public func items(named name: String) -> [Item] {
        items.filter { $0.view == name || $0.view.hasSuffix("/" + name) }
    }
}
