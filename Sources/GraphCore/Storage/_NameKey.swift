/// A node's name as a key of the graph's name tables, hashed once when made: growing a table of a
/// million names moves the keys by their hashes instead of hashing every name again. Not API.
struct _NameKey: Hashable {
    /// The name.
    let name: String
    /// The name's hash, for this process.
    private let hash: Int

    init(_ name: String) {
        self.name = name
        hash = name.hashValue
    }

    static func == (lhs: _NameKey, rhs: _NameKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
