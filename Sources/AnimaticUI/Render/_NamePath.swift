/// The names of the graph nodes of the pieces a display-list walk passed on its way down to a piece,
/// shared by every piece below: each level adds its own names in front of its parent's path, so the
/// walk down a view nested n levels deep costs n steps, not the n² that copying the names at every
/// level would. Not API.
final class _NamePath {
    /// This level's names, in order.
    private let names: [String]
    /// The path of the levels above, if any.
    private let outer: _NamePath?
    /// How many names the whole path holds.
    private let count: Int

    private init(names: [String], outer: _NamePath?) {
        self.names = names
        self.outer = outer
        self.count = names.count + (outer?.count ?? 0)
    }

    /// `path` with `names` added below it; `path` itself when there are none.
    static func adding(_ names: [String], to path: _NamePath?) -> _NamePath? {
        names.isEmpty ? path : _NamePath(names: names, outer: path)
    }

    /// Every name on the path, outermost first.
    var all: [String] {
        var result = [String](repeating: "", count: count)
        var end = count
        var level: _NamePath? = self
        while let current = level {
            let start = end - current.names.count
            result.replaceSubrange(start..<end, with: current.names)
            end = start
            level = current.outer
        }
        return result
    }
}
