extension _TraceRecorder {
    /// The records of the tick in progress, appended with no uniqueness or bounds check: an
    /// evaluation's record costs a store and an increment. The tick's `records` array takes them
    /// all at once when the tick ends.
    ///
    /// Owned by one recorder, which deallocates it once.
    struct RecordBuffer {
        private(set) var base: UnsafeMutablePointer<Record>
        private(set) var count = 0
        private var capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        @inline(__always)
        mutating func append(_ record: Record) {
            if count == capacity { grow() }
            (base + count).initialize(to: record)
            count &+= 1
        }

        /// Makes room for `extra` more records and returns where the next one goes: the caller
        /// writes up to `extra` records from there, then counts them in with `didAppend(_:)`.
        @inline(__always)
        mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<Record> {
            if count + extra > capacity { grow(toHold: count + extra) }
            return base + count
        }

        /// Counts in the `written` records written where `reserve(_:)` said.
        @inline(__always)
        mutating func didAppend(_ written: Int) {
            count &+= written
        }

        @inline(never)
        private mutating func grow(toHold needed: Int) {
            var newCapacity = capacity * 2
            while newCapacity < needed { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<Record>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        @inline(never)
        private mutating func grow() {
            let newCapacity = capacity * 2
            let newBase = UnsafeMutablePointer<Record>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        /// Appends the records to `records` and empties the buffer, keeping its memory.
        mutating func moveAll(to records: inout [Record]) {
            guard count > 0 else { return }
            records.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            count = 0
        }

        func deallocate() { base.deallocate() }
    }
}
