extension DisplayList.Item {
    /// The names of the nodes that decide how an item is drawn (``DisplayList/Item/nodes``), as the
    /// display list builder found them: a path of names shared with the item's neighbours, spelled
    /// out when read; or names set directly. Not API.
    enum _NodeList: Equatable {
        case names([String])
        case path(_NamePath)

        /// The names, outermost first.
        var names: [String] {
            switch self {
            case .names(let names): names
            case .path(let path): path.all
            }
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            if case .path(let left) = lhs, case .path(let right) = rhs, left === right { return true }
            return lhs.names == rhs.names
        }
    }
}
