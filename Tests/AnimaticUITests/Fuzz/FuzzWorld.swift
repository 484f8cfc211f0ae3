/// What a random view tree's structure and values are at one moment: the root view's state.
struct FuzzWorld: Equatable, CustomStringConvertible {
    /// Each `if`'s condition.
    var flags: [String: Bool] = [:]
    /// Each `ForEach`'s ids, in order.
    var lists: [String: [Int]] = [:]
    /// Each `.id`'s token.
    var tokens: [String: Int] = [:]
    /// Each animated place's offset.
    var offsets: [String: Double] = [:]
    /// The environment's theme, set at the root.
    var theme = 0
    /// The theme each themed place sets for its subtree.
    var themes: [String: Int] = [:]

    /// The starting world of `spec`: every `if` true, every `ForEach` showing its rows in order.
    init(_ spec: FuzzSpec) {
        func visit(_ spec: FuzzSpec) {
            switch spec {
            case .leaf: break
            case .branch(let key, let then, let otherwise):
                flags[key] = true
                visit(then)
                visit(otherwise)
            case .list(let key, let rows):
                lists[key] = Array(rows.indices)
                rows.forEach(visit)
            case .identified(let key, let child):
                tokens[key] = 0
                visit(child)
            case .optional(let key, let child):
                flags[key] = true
                visit(child)
            case .themed(let key, let child):
                themes[key] = 100
                visit(child)
            case .animated(let key, _, let child):
                offsets[key] = 0
                visit(child)
            }
        }
        visit(spec)
    }

    private init() {}

    /// The part of the world that the places `keys` read: what a view at a place is handed, so that
    /// a change elsewhere leaves its value equal.
    func restricted(to keys: Set<String>) -> FuzzWorld {
        var world = FuzzWorld()
        world.flags = flags.filter { keys.contains($0.key) }
        world.lists = lists.filter { keys.contains($0.key) }
        world.tokens = tokens.filter { keys.contains($0.key) }
        world.offsets = offsets.filter { keys.contains($0.key) }
        world.themes = themes.filter { keys.contains($0.key) }
        return world
    }

    /// Sorted by key, so that it reads the same in every process.
    var description: String {
        func text<Value>(_ values: [String: Value]) -> String {
            values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        }
        return "flags[\(text(flags))] lists[\(text(lists))] tokens[\(text(tokens))] offsets[\(text(offsets))] "
            + "themes[\(text(themes))]"
    }
}
