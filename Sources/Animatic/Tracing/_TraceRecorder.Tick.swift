extension _TraceRecorder {
    /// The events of one tick.
    struct Tick {
        var index = 0
        var frame = 0
        var time = 0.0
        /// More than 1 for a skipped run of idle frames, which has no records.
        var frameCount = 1
        var lastTime = 0.0
        var records: [Record] = []
        var values: [Any] = []
        /// The changed inputs of evaluations with two or more: for each, the count, then the inputs.
        var inputs: [UInt32] = []
        var events: [_RecordedEvent] = []
        /// The transactions evaluations ran for, pointed to by `.transaction` records.
        var transactions: [TraceTransaction] = []

        /// Empties the buffers for the next tick to reuse (`ring`'s newest tick is at `newest`).
        ///
        /// The records keep their storage unless it is more than twice what any tick in `ring`
        /// needed: a burst (the tick that created the graph, a frame that started ten thousand
        /// animations) is not held once it has left the ring. The rarer buffers (boxed values,
        /// changed inputs, whole events, transactions) keep theirs only while the newest tick
        /// needed half as much: most ticks have none of them, and a buffer kept whatever passed
        /// through it would, in a long run, give every tick of the ring the room of the busiest
        /// (a ring of 4,096 ticks held 4.9 MB of room for 1,024 events of `pulse`). An empty buffer,
        /// as an idle tick leaves them, is not touched.
        mutating func removeAll(keepingCapacityFor ring: [Tick], newest: Int) {
            Self.empty(&records, for: ring, newest: newest) { $0.records.count }
            let latest = ring[newest]
            Self.empty(&values, following: latest.values.count)
            Self.empty(&inputs, following: latest.inputs.count)
            Self.empty(&events, following: latest.events.count)
            Self.empty(&transactions, following: latest.transactions.count)
        }

        /// Empties `buffer`; its storage goes, and room for `needed` is reserved instead, if it has
        /// room for more than twice `needed`.
        private static func empty<Element>(_ buffer: inout [Element], following needed: Int) {
            if buffer.capacity > 2 * needed {
                buffer = []
                if needed > 0 { buffer.reserveCapacity(needed) }
            } else if !buffer.isEmpty {
                buffer.removeAll(keepingCapacity: true)
            }
        }

        /// Empties `buffer`; its storage goes, and room for the most any tick in `ring` holds is
        /// reserved instead, if it is over a page and more than twice that.
        private static func empty<Element>(
            _ buffer: inout [Element], for ring: [Tick], newest: Int, count: (Tick) -> Int
        ) {
            let capacity = buffer.capacity
            if capacity * MemoryLayout<Element>.stride > 4096 {
                // Most ticks are like the ones before: only a buffer larger than the newest tick
                // needed is measured against the whole ring.
                if capacity > 2 * count(ring[newest]) {
                    let needed = ring.reduce(0) { max($0, count($1)) }
                    if capacity > 2 * needed {
                        buffer = []
                        buffer.reserveCapacity(needed)
                        return
                    }
                }
            }
            if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        }

        /// Appends `record`, about `node`: behind a `.wide` record that names the node when the
        /// record cannot.
        @inline(__always)
        mutating func append(_ record: Record, about node: UInt32) {
            if node >= Record.nodeLimit { appendWide(record, about: node) } else { records.append(record) }
        }

        @inline(never)
        private mutating func appendWide(_ record: Record, about node: UInt32) {
            records.append(Record(kind: .wide, node: 0, first: node))
            records.append(record)
        }

        /// Appends another tick's events after this one's, rebasing what its records point to.
        mutating func append(contentsOf other: Tick) {
            let valueBase = UInt32(values.count)
            let inputBase = UInt32(inputs.count)
            let eventBase = UInt32(events.count)
            let transactionBase = UInt32(transactions.count)
            for var record in other.records {
                switch record.kind {
                case .evaluated, .evaluatedFromInput, .evaluatedFromInputs:
                    if record.kind == .evaluatedFromInputs { record.first += inputBase }
                    if record.valueKind == .boxed { record.item += valueBase }
                case .full:
                    record.item += eventBase
                case .transaction:
                    record.item += transactionBase
                default:
                    break
                }
                records.append(record)
            }
            values += other.values
            inputs += other.inputs
            transactions += other.transactions
            events += other.events
        }
    }
}
