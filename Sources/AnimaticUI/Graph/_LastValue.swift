/// The last value a projection answered, for a branch or a row that the change being applied is
/// about to remove: until the end of the pass it keeps answering what it showed. Not API.
///
/// The value is kept in memory of its own rather than as a `Value?`: AnimaticUI's code is generic
/// over the user's view types, and every copy of an optional of such a type looks its metadata up
/// at run time, which a projection read in every frame paid at each read.
final class _LastValue<Value> {
    /// The value, once there is one.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Value>?
    /// For a memoized input (``_GraphValue/memoized()``), the change epoch of its source node when
    /// the value was projected.
    @exclusivity(unchecked) var epoch: UInt32 = 0

    init(_ value: Value? = nil) {
        if let value { _ = remember(value) }
    }

    deinit {
        guard let storage else { return }
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The last value, if there is one.
    var value: Value? {
        storage?.pointee
    }

    /// Whether there is a last value.
    var hasValue: Bool { storage != nil }

    /// The last value; there must be one.
    var last: Value { storage!.pointee }

    /// Remembers `new` and answers it.
    func remember(_ new: Value) -> Value {
        if let storage {
            storage.pointee = new
        } else {
            let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
            storage.initialize(to: new)
            self.storage = storage
        }
        return new
    }

    /// `new` when there is one (and remembers it), the last value otherwise.
    func update(_ new: Value?) -> Value {
        if let new { return remember(new) }
        return last
    }
}
