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
        var offsets: [ID: Int] = [:]
        var ids: [ID] = []
        ids.reserveCapacity(forEach.data.count)
        offsets.reserveCapacity(forEach.data.count)
        for (offset, element) in forEach.data.enumerated() {
            let id = forEach.id(element)
            if offsets[id] == nil {
                offsets[id] = offset
                ids.append(id)
            } else {
                graph.warn(
                    "\(name): the ID \(id) occurs multiple times within the collection, this will give undefined "
                        + "results! Only the first element with that ID is shown; give each element a unique id.")
            }
        }
        self.ids = ids
        self.offsets = offsets
    }
}
