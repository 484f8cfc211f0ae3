/// The oracle of a fuzz run: what identity says about each leaf's state, worked out from the spec
/// and the world alone, with no look at the graph.
///
/// A leaf keeps its state from one frame to the next exactly when it is shown in both and the path
/// to it is the same: the same branch of every `if` above it, the same id in every `ForEach`, the
/// same token of every `.id`. Otherwise its identity is new: its count starts at 0 and its serial is
/// one it never had.
///
/// One case is left open: a leaf removed under an animation stays, through its removal transition,
/// until the animations that removal started end, and comes back with its state if its path is
/// shown again before then. The oracle does not time transitions, so for a leaf shown again at the
/// path it was removed from less than ``removalWindow`` seconds after a step that may have animated
/// the removal (an animated edit, any edit below an `.animation(_:)` that animates every change, or
/// any edit below an `.animation(_:value:)` whose value the same step changed: plain edits of one
/// frame are one update, and the value's change animates all of it), either answer is right: kept
/// (its count as it was) or new (0).
struct FuzzModel {
    /// Whether a leaf shown now keeps its state.
    enum Keeping: Equatable {
        case kept
        case new
        /// Kept with this count, or new.
        case either(count: Int)
    }

    /// How long after a removal its transition may still run: longer than any animation the fuzzer
    /// uses takes to finish.
    static let removalWindow = 2.0
    let spec: FuzzSpec
    /// The world the root's state holds, as the edits left it.
    var world: FuzzWorld
    /// Each leaf's count, as taps and identity say.
    var counts: [String: Int] = [:]
    /// The path of each leaf shown at the last frame.
    private(set) var shown: [String: String] = [:]
    /// Leaves removed by a step that may have animated: the path, when, and the count they had.
    private var removed: [String: (path: String, time: Double, count: Int)] = [:]
    /// The offsets of the world at the last frame: an `.animation(_:value:)` whose offset differs
    /// now animated this step's update.
    private var lastOffsets: [String: Double] = [:]

    init(_ spec: FuzzSpec) {
        self.spec = spec
        world = FuzzWorld(spec)
    }

    /// The leaves the world shows, each with its path: what its identity is made of.
    func paths(in world: FuzzWorld) -> [String: String] {
        var paths: [String: String] = [:]
        func visit(_ spec: FuzzSpec, _ path: String) {
            switch spec {
            case .leaf(let key, _): paths[key] = path
            case .branch(let key, let then, let otherwise):
                let flag = world.flags[key] ?? true
                visit(flag ? then : otherwise, path + "/\(key)=\(flag)")
            case .list(let key, let rows):
                for id in world.lists[key] ?? [] { visit(rows[id], path + "/\(key)#\(id)") }
            case .identified(let key, let child): visit(child, path + "/\(key):\(world.tokens[key] ?? 0)")
            case .optional(let key, let child): if world.flags[key] ?? true { visit(child, path + "/\(key)?") }
            case .animated(_, _, let child), .themed(_, let child): visit(child, path)
            }
        }
        visit(spec, "")
        return paths
    }

    /// What decides how many nodes the graph holds: every place shown (the branches taken, the rows
    /// shown in any order), whatever the `.id` tokens.
    func structure(of world: FuzzWorld) -> String {
        var places: [String] = []
        func visit(_ spec: FuzzSpec, _ path: String) {
            places.append(path + "/" + spec.key)
            switch spec {
            case .leaf: break
            case .branch(let key, let then, let otherwise):
                let flag = world.flags[key] ?? true
                visit(flag ? then : otherwise, path + "/\(key)=\(flag)")
            case .list(let key, let rows):
                for id in world.lists[key] ?? [] { visit(rows[id], path + "/\(key)#\(id)") }
            case .optional(let key, let child): if world.flags[key] ?? true { visit(child, path + "/\(key)?") }
            case .identified(_, let child), .animated(_, _, let child), .themed(_, let child): visit(child, path)
            }
        }
        visit(spec, "")
        return places.sorted().joined(separator: " ")
    }

    /// The theme each leaf shown reads: the innermost themed place's above it, or the root's.
    func themes(in world: FuzzWorld) -> [String: Int] {
        var themes: [String: Int] = [:]
        func visit(_ spec: FuzzSpec, _ theme: Int) {
            switch spec {
            case .leaf(let key, _): themes[key] = theme
            case .branch(let key, let then, let otherwise): visit((world.flags[key] ?? true) ? then : otherwise, theme)
            case .list(let key, let rows): for id in world.lists[key] ?? [] { visit(rows[id], theme) }
            case .optional(let key, let child): if world.flags[key] ?? true { visit(child, theme) }
            case .identified(_, let child), .animated(_, _, let child): visit(child, theme)
            case .themed(let key, let child): visit(child, world.themes[key] ?? 100)
            }
        }
        visit(spec, world.theme)
        return themes
    }

    /// The animated places the world shows.
    func shownAnimations(in world: FuzzWorld) -> [String] {
        var keys: [String] = []
        func visit(_ spec: FuzzSpec) {
            switch spec {
            case .leaf: break
            case .branch(let key, let then, let otherwise): visit((world.flags[key] ?? true) ? then : otherwise)
            case .list(let key, let rows): for id in world.lists[key] ?? [] { visit(rows[id]) }
            case .identified(_, let child), .themed(_, let child): visit(child)
            case .optional(let key, let child): if world.flags[key] ?? true { visit(child) }
            case .animated(let key, _, let child):
                keys.append(key)
                visit(child)
            }
        }
        visit(spec)
        return keys
    }

    /// The leaves whose removal by this step's update animates, whatever the update's transaction
    /// says: those below an `.animation(_:)` that animates every change, and those below an
    /// `.animation(_:value:)` whose value (its offset) is not what it was at the last frame, which
    /// animates the whole update that changed it.
    func implicitlyAnimated(in world: FuzzWorld, since offsets: [String: Double]) -> Set<String> {
        var leaves: Set<String> = []
        func visit(_ spec: FuzzSpec, _ animated: Bool) {
            switch spec {
            case .leaf(let key, _): if animated { leaves.insert(key) }
            case .branch(_, let then, let otherwise):
                visit(then, animated)
                visit(otherwise, animated)
            case .list(_, let rows): for row in rows { visit(row, animated) }
            case .identified(_, let child), .optional(_, let child), .themed(_, let child): visit(child, animated)
            case .animated(let key, let scope, let child):
                let valueChanged = scope == .animationValue && (world.offsets[key] ?? 0) != (offsets[key] ?? 0)
                visit(child, animated || scope == .animationAll || valueChanged)
            }
        }
        visit(spec, false)
        return leaves
    }

    /// Moves to the next frame, at `time`: answers, for each leaf shown now, whether it keeps its
    /// identity, and resets the counts of those that do not. `mayAnimate` says whether the step's
    /// changes may have carried an animation (so that what they removed may still be going).
    mutating func frame(at time: Double, mayAnimate: Bool) -> [String: Keeping] {
        let now = paths(in: world)
        let animated = implicitlyAnimated(in: world, since: lastOffsets)
        lastOffsets = world.offsets
        for (key, path) in shown where now[key] != path {
            if mayAnimate || animated.contains(key) {
                removed[key] = (path, time, counts[key] ?? 0)
            } else if removed[key]?.path != path {
                removed[key] = nil
            }
        }
        var kept: [String: Keeping] = [:]
        for (key, path) in now {
            if shown[key] == path {
                kept[key] = .kept
            } else if let gone = removed[key], gone.path == path, time - gone.time < Self.removalWindow {
                kept[key] = .either(count: gone.count)
            } else {
                kept[key] = .new
                counts[key] = 0
            }
        }
        shown = now
        return kept
    }
}
