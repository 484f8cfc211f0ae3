/// What the views of a fuzz run report as their bodies run, and the edit the root's button applies
/// next. A class, shared by every view of one run (views compare it by identity).
final class FuzzLog {
    /// One body evaluation: the place (`leaf:k3`), the identity it ran in (the serial its state took
    /// when the identity appeared), and everything the body read.
    struct Entry: Equatable {
        let place: String
        let identity: Int
        let inputs: String
    }

    private var nextSerialValue = 0
    /// Every body evaluation, in order.
    private(set) var entries: [Entry] = []
    /// The value each meter presented last.
    private(set) var meters: [String: Double] = [:]
    /// What the root's "edit" button does when tapped.
    var pendingEdit: FuzzEdit?

    /// A new serial: a `@State`'s initial value, so that each identity is told apart.
    func nextSerial() -> Int {
        nextSerialValue += 1
        return nextSerialValue
    }

    /// Records a body evaluation; answers nothing, for `let _ =` in a view builder.
    func record(_ place: String, _ identity: Int, _ inputs: String) {
        entries.append(Entry(place: place, identity: identity, inputs: inputs))
    }

    /// Records the value a meter's body was handed.
    func meter(_ key: String, _ value: Double) {
        meters[key] = value
    }

    /// The log as text, for comparing two runs.
    var text: String {
        entries.map { "\($0.place)#\($0.identity): \($0.inputs)" }.joined(separator: "\n")
    }
}
