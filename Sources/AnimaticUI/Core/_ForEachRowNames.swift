/// How a `ForEach` names its rows' places in node names: by the id's text (`ForEach[3]`,
/// `ForEach[apple]`), except for an id whose text a run makes up, which is named by the order in
/// which the ForEach first saw it (`ForEach[#1]`, `ForEach[#2]`), so that two runs of the same view
/// name the same nodes alike.
///
/// A run makes up the text of a `UUID` (`UUID()` is random), of an `ObjectIdentifier` (an
/// address), and of any id whose description holds a UUID (a struct wrapping one). The id itself
/// is still in the row's values, as written. An id keeps its ordinal for the life of the ForEach,
/// also if its row is removed and comes back. Not API.
final class _ForEachRowNames<ID: Hashable> {
    /// The ordinals given so far, from 1.
    private var ordinals: [ID: Int] = [:]

    /// The row's name between the brackets of `ForEach[…]`.
    func name(of id: ID) -> String {
        guard Self.isMadeUpByTheRun(id) else { return "\(id)" }
        if let ordinal = ordinals[id] { return "#\(ordinal)" }
        let ordinal = ordinals.count + 1
        ordinals[id] = ordinal
        return "#\(ordinal)"
    }

    /// Whether the id's text differs from run to run.
    private static func isMadeUpByTheRun(_ id: ID) -> Bool {
        if id is UUID || id is ObjectIdentifier { return true }
        if id is String || id is Int || id is any BinaryInteger { return false }
        return _UUIDText.occurs(in: "\(id)")
    }
}
