import GraphCore

extension _TraceRecorder {
    /// The records of a batch's evaluations from `position` on, for as long as each is the common
    /// case: no cause, at most one changed input, a node a record can name itself, and a `Double`,
    /// `Int` or `Bool` value. The run ends at the first evaluation that is not.
    ///
    /// Most of a traced frame's records are written here. The graph packed each report in a
    /// record's layout when the rule ran, value included (see `_EvaluationBatch._packed(at:)`), so
    /// the loop checks and copies 16 bytes an evaluation, and looks nothing up.
    struct ScalarRecords {
        let evaluations: _EvaluationBatch
        let position: Int

        init(_ evaluations: _EvaluationBatch, from position: Int) {
            self.evaluations = evaluations
            self.position = position
        }

        /// A packed head's bits that must be clear for the common case: two or more inputs, and a
        /// cause or a node past 2^24 (the batch's to tell).
        static let irregularBits: UInt32 = 0x0A
        /// A packed head's scalar kind: 0 for a value that is not a scalar.
        static let scalarKindBits: UInt32 = 0xC0

        /// Writes the run's records to `out`, which has room for a record per evaluation left;
        /// returns how many it wrote.
        @inline(__always)
        func write(to out: UnsafeMutablePointer<Record>) -> Int {
            let end = evaluations.count
            var position = self.position
            var next = out
            while position < end {
                let packed = evaluations._packed(at: position)
                guard packed.head & Self.irregularBits == 0 && packed.head & Self.scalarKindBits != 0 else { break }
                next.initialize(to: Record(packed: packed))
                next += 1
                position += 1
            }
            return position - self.position
        }
    }
}
