import GraphCore

extension _TraceRecorder {
    /// The records of a batch's evaluations from `position` on, for as long as each is the common
    /// case: no cause, at most one changed input, a node a record can name itself, and a `Double`,
    /// `Int` or `Bool` value of a type already looked up. The run ends at the first evaluation that
    /// is not.
    ///
    /// Most of a traced frame's records are written here, so the loop is kept to loads and stores:
    /// it reads each evaluation field by field from the graph's batch, with no `Evaluation` built,
    /// writes each record straight into the room it is given, and keeps its state in locals. A
    /// batch's nodes mostly share one value type (an animation's values are all `Double`s), so the
    /// loop runs over each stretch of one type with the way to read its value fixed.
    struct ScalarRecords {
        let evaluations: _EvaluationBatch
        let position: Int
        /// The recorder's value kinds by type index (see `valueKinds`).
        let kinds: [UInt8]

        init(_ evaluations: _EvaluationBatch, from position: Int, kinds: [UInt8]) {
            self.evaluations = evaluations
            self.position = position
            self.kinds = kinds
        }

        /// Writes the run's records to `out`, which has room for a record per evaluation left;
        /// returns how many it wrote.
        @inline(__always)
        func write(to out: UnsafeMutablePointer<Record>) -> Int {
            let end = evaluations.count
            var position = self.position
            while position < end {
                let typeIndex = evaluations._valueTypeIndex(ofNode: evaluations._node(at: position))
                guard typeIndex < kinds.count else { break }
                let kind = kinds[typeIndex]
                let next = out + (position - self.position)
                let written: Int
                switch kind {
                case Record.ValueKind.double.rawValue:
                    written = write(Double.self, of: typeIndex, kind: kind, from: position, to: next) { $0.bitPattern }
                case Record.ValueKind.int.rawValue:
                    written = write(Int.self, of: typeIndex, kind: kind, from: position, to: next) {
                        UInt64(bitPattern: Int64($0))
                    }
                case Record.ValueKind.bool.rawValue:
                    written = write(Bool.self, of: typeIndex, kind: kind, from: position, to: next) { $0 ? 1 : 0 }
                default:
                    written = 0
                }
                if written == 0 { break }
                position += written
            }
            return position - self.position
        }

        /// Writes the records of the evaluations from `start` on whose nodes hold `T`s (type
        /// `typeIndex`, value kind `kind`) and that are the common case; returns how many.
        @inline(__always)
        private func write<T>(
            _ type: T.Type, of typeIndex: Int, kind: UInt8, from start: Int, to out: UnsafeMutablePointer<Record>,
            bits: (T) -> UInt64
        ) -> Int {
            let end = evaluations.count
            var position = start
            var next = out
            while position < end {
                let inputCount = evaluations._changedInputCount(at: position)
                guard evaluations._cause(at: position) == 0 && inputCount <= 1 else { break }
                let node = evaluations._node(at: position)
                guard node < Record.nodeLimit && evaluations._valueTypeIndex(ofNode: node) == typeIndex else { break }
                next.initialize(
                    to: Record(
                        evaluatedWithInputs: UInt32(truncatingIfNeeded: inputCount),
                        outcome: evaluations._outcome(at: position).rawValue, valueKind: kind, node: node,
                        first: inputCount == 1 ? evaluations._firstChangedInput(at: position) : 0,
                        bits: bits(evaluations._unsafeValue(ofNode: node, as: T.self))))
                next += 1
                position += 1
            }
            return position - start
        }
    }
}
