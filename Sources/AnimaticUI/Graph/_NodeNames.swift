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
}
