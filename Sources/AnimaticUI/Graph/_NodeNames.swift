import Synchronization

/// Which node names a body makes more than once, from the static type of what it returns: those
/// are qualified by their place (`ZStack[0]/Wave`, `ZStack[1]/Wave`). Not API.
enum _NodeNames {
    /// The names `Body` makes more than once; computed once per type.
    static func repeated<Body: View>(in body: Body.Type) -> Set<String> {
        let key = ObjectIdentifier(body)
        if let known = cache.withLock({ $0[key] }) { return known }
        var counts: [String: Int] = [:]
        Body._collectNodeNames(into: &counts)
        let repeated = Set(counts.filter { $0.value > 1 }.keys)
        cache.withLock { $0[key] = repeated }
        return repeated
    }

    private static let cache = Mutex<[ObjectIdentifier: Set<String>]>([:])

    /// The prefix that qualifies the names made in the body of the view named `name`: the name and a
    /// slash, with a run of three or more equal levels written once with their count. A view whose
    /// body contains itself qualifies each level by the one above, and its names would otherwise
    /// grow with the depth: the third level's padding is `NestedPadding*3/padding`, not
    /// `NestedPadding/NestedPadding/NestedPadding/padding`.
    ///
    /// - Parameter name: The node name of a view whose names are qualified by it.
    /// - Returns: The prefix, ending in `/`.
    static func prefix(inside name: String) -> String {
        // Most names end in two different levels (`VStack[0]/ForEach[3]/Row`): looked at from the
        // end, byte by byte, without splitting the name.
        let utf8 = name.utf8
        let slash = UInt8(ascii: "/")
        guard let lastSlash = utf8.lastIndex(of: slash) else { return name + "/" }
        let previousStart = utf8[..<lastSlash].lastIndex(of: slash).map(utf8.index(after:)) ?? utf8.startIndex
        guard run(name[previousStart..<lastSlash], of: name[utf8.index(after: lastSlash)...]) != nil else {
            return name + "/"
        }
        var levels = name.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = levels.last, levels.count >= 2 else { return name + "/" }
        // The levels before the last that are the same, each one level or a run of them.
        var count = 1
        var first = levels.count - 1
        while first > 0, let run = run(levels[first - 1], of: last) {
            count += run
            first -= 1
        }
        guard count >= 3 else { return name + "/" }
        levels.replaceSubrange(first..., with: [Substring("\(last)*\(count)")])
        return levels.joined(separator: "/") + "/"
    }

    /// How many levels `level` stands for if it is `name` (1) or a run of it (`name*4`: 4).
    private static func run(_ level: Substring, of name: Substring) -> Int? {
        // Names are compared as the bytes they were made of.
        let level = level.utf8
        let name = name.utf8
        if level.elementsEqual(name) { return 1 }
        guard level.count > name.count + 1, level.starts(with: name) else { return nil }
        let star = level.index(level.startIndex, offsetBy: name.count)
        guard level[star] == UInt8(ascii: "*") else { return nil }
        return Int(Substring(level[level.index(after: star)...]))
    }
}
