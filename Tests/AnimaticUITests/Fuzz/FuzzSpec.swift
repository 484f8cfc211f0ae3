import AnimaticTestSupport

/// The shape of one random view tree: fixed for a run. What changes from frame to frame is the
/// ``FuzzWorld``: which branch each `if` takes, which rows each `ForEach` shows and in what order,
/// each `.id`'s token, each animated offset. Every place has a key of its own, unique in the tree.
indirect enum FuzzSpec: Equatable, CustomStringConvertible {
    /// A view with state of its own (`FuzzLeaf`), reading the environment's theme or not.
    case leaf(key: String, readsTheme: Bool)
    /// `if world.flags[key] { then } else { otherwise }`.
    case branch(key: String, then: FuzzSpec, otherwise: FuzzSpec)
    /// `ForEach(world.lists[key], id: \.self) { rows[$0] }`: each possible id has its own subtree.
    case list(key: String, rows: [FuzzSpec])
    /// `if world.flags[key] { child }`, with no `else`: an optional view.
    case optional(key: String, child: FuzzSpec)
    /// `child.id(world.tokens[key])`.
    case identified(key: String, child: FuzzSpec)
    /// A meter and `child.offset(x:)` on `world.offsets[key]`, in a transaction scoped by `scope`.
    case animated(key: String, scope: FuzzScope, child: FuzzSpec)
    /// `child.environment(\.fuzzTheme, world.themes[key])`.
    case themed(key: String, child: FuzzSpec)

    var key: String {
        switch self {
        case .leaf(let key, _), .branch(let key, _, _), .list(let key, _), .identified(let key, _),
            .optional(let key, _), .animated(let key, _, _), .themed(let key, _):
            key
        }
    }

    /// The keys of this place and of every place inside it.
    var keys: Set<String> {
        switch self {
        case .leaf(let key, _): [key]
        case .branch(let key, let then, let otherwise): then.keys.union(otherwise.keys).union([key])
        case .list(let key, let rows): rows.reduce(into: [key]) { $0.formUnion($1.keys) }
        case .identified(let key, let child), .optional(let key, let child), .animated(let key, _, let child),
            .themed(let key, let child):
            child.keys.union([key])
        }
    }

    var description: String {
        switch self {
        case .leaf(let key, let readsTheme): "\(key)\(readsTheme ? "(theme)" : "")"
        case .branch(let key, let then, let otherwise): "\(key)[if \(then) else \(otherwise)]"
        case .list(let key, let rows): "\(key)[ForEach \(rows.map(\.description).joined(separator: ", "))]"
        case .identified(let key, let child): "\(key)[id \(child)]"
        case .optional(let key, let child): "\(key)[if \(child)]"
        case .animated(let key, let scope, let child): "\(key)[\(scope) \(child)]"
        case .themed(let key, let child): "\(key)[environment \(child)]"
        }
    }

    /// A random tree at most `depth` levels deep, its keys numbered from `next`.
    static func random(depth: Int, next: inout Int, using random: inout SplitMix64) -> FuzzSpec {
        next += 1
        let key = "k\(next)"
        guard depth > 0, !random.chance(percent: 20) else {
            return .leaf(key: key, readsTheme: random.chance(percent: 50))
        }
        switch random.int(below: 6) {
        case 0:
            return .branch(
                key: key, then: .random(depth: depth - 1, next: &next, using: &random),
                otherwise: .random(depth: depth - 1, next: &next, using: &random))
        case 1:
            let count = random.int(in: 2...4)
            return .list(
                key: key, rows: (0..<count).map { _ in .random(depth: depth - 1, next: &next, using: &random) })
        case 2:
            return .identified(key: key, child: .random(depth: depth - 1, next: &next, using: &random))
        case 3:
            return .optional(key: key, child: .random(depth: depth - 1, next: &next, using: &random))
        case 4:
            return .themed(key: key, child: .random(depth: depth - 1, next: &next, using: &random))
        default:
            return .animated(
                key: key, scope: FuzzScope.allCases[random.int(below: FuzzScope.allCases.count)],
                child: .random(depth: depth - 1, next: &next, using: &random))
        }
    }
}
