import AnimaticUI

/// The list an ``ExpandingList`` shows: an `@Observable` model, as apps keep their data.
@Observable
public final class ExpandingListModel {
    /// The rows' titles; each title is its row's identity.
    public var titles = ["Flour", "Sugar"]
    /// Whether the rows are shown.
    public var isExpanded = false

    /// Creates the model with its two first rows.
    public init() {}

    /// Adds a row at the end.
    public func add() {
        titles.append("Item \(titles.count + 1)")
    }

    /// Removes the first row.
    public func removeFirst() {
        if !titles.isEmpty { titles.removeFirst() }
    }
}
