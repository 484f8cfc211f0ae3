/// The ids of a ``ForEach``'s elements, in order, each once. Not API.
///
/// Traces show the ids only (`ids: [3, 1, 2]`): the offsets follow from them, and a dictionary's
/// order changes from run to run.
struct _ForEachIdentities<ID: Hashable>: Equatable, CustomStringConvertible {
    let ids: [ID]
    /// Where each id's element is, as an offset from the start of the data.
    let offsets: [ID: Int]

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.ids == rhs.ids && lhs.offsets == rhs.offsets }

    var description: String { "ids: \(ids)" }

    init<Data, Content>(_ forEach: ForEach<Data, ID, Content>, graph: _ViewGraph, name: String) {
        // The fields taken out once: read from the generic value in the loop, each read asks the
        // runtime for the ForEach type's metadata.
        let data = forEach.data
        let identify = forEach.id
        var offsets: [ID: Int] = [:]
        var ids: [ID] = []
        ids.reserveCapacity(data.count)
        offsets.reserveCapacity(data.count)
        for (offset, element) in data.enumerated() {
            let id = identify(element)
            // One probe for a new id, the usual case; a repeated one puts the first offset back.
            if let first = offsets.updateValue(offset, forKey: id) {
                offsets[id] = first
                graph.warn(
                    "\(name): the ID \(id) occurs multiple times within the collection, this will give undefined "
                        + "results! Only the first element with that ID is shown; give each element a unique id.")
            } else {
                ids.append(id)
            }
        }
        self.ids = ids
        self.offsets = offsets
    }
}
