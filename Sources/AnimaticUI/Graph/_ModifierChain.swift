import Synchronization

/// The modifiers of one chain, innermost first, and how each qualifies the names of the nodes it
/// makes: where a chain applies one modifier more than once (`.frame(width: 24, height: 24)` and,
/// further out, `.frame(maxWidth: .infinity)`), its nodes are numbered by their place in the chain,
/// in the order the code writes them: `frame[0]`, `frame[1]`, `frame[1].layout`. Computed once per
/// chain type. Not API.
final class _ModifierChain: Sendable {
    /// For each modifier, innermost first: the names it makes that another modifier of the chain
    /// makes too, each with how many modifiers inside it make that name.
    let qualifiers: [[String: Int]]

    private init(spine: [[String]]) {
        var totals: [String: Int] = [:]
        for names in spine { for name in names { totals[name, default: 0] += 1 } }
        var seen: [String: Int] = [:]
        qualifiers = spine.map { names in
            var qualifiers: [String: Int] = [:]
            for name in names where totals[name, default: 0] > 1 {
                qualifiers[name] = seen[name, default: 0]
                seen[name, default: 0] += 1
            }
            return qualifiers
        }
    }

    /// The chain whose outermost link is `Chain`.
    static func of<Chain: _ModifierSpine>(_ chain: Chain.Type) -> _ModifierChain {
        let key = ObjectIdentifier(chain)
        if let known = cache.withLock({ $0[key] }) { return known }
        var spine: [[String]] = []
        Chain._appendModifierNames(to: &spine)
        let made = _ModifierChain(spine: spine)
        cache.withLock { $0[key] = made }
        return made
    }

    private static let cache = Mutex<[ObjectIdentifier: _ModifierChain]>([:])
}
