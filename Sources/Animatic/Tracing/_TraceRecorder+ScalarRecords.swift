import GraphCore

extension _TraceRecorder {
    /// The records of a batch's evaluations from `position` on, for as long as each is the common
    /// case: no cause, at most one changed input, and a `Double`, `Int` or `Bool` value of a type
    /// already looked up. The run ends at the first evaluation that is not.
    ///
    /// Most of a traced frame's records are written here, so the loop is kept to loads and stores:
    /// it reads each evaluation field by field from the graph's batch, with no `Evaluation` built,
    /// writes each record straight into the room it is given, and keeps its state in locals.
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
            var lastType = -1
            var lastKind: UInt8 = 0
            var next = out
            while position < end {
                let inputCount = evaluations._changedInputCount(at: position)
                guard evaluations._cause(at: position) == 0 && inputCount <= 1 else { break }
                let node = evaluations._node(at: position)
                let typeIndex = evaluations._valueTypeIndex(ofNode: node)
                if typeIndex != lastType {
                    guard typeIndex < kinds.count else { break }
                    let kind = kinds[typeIndex]
                    guard kind != _TraceRecorder.unknownKind && kind != Record.ValueKind.boxed.rawValue else { break }
                    lastKind = kind
                    lastType = typeIndex
                }
                var record = Record(
                    kind: .evaluated, detail: evaluations._outcome(at: position).rawValue | lastKind << 4,
                    inputCount: UInt16(truncatingIfNeeded: inputCount), node: node,
                    first: inputCount == 1 ? evaluations._firstChangedInput(at: position) : 0)
                record.bits =
                    lastKind == Record.ValueKind.double.rawValue
                    ? evaluations._unsafeValue(ofNode: node, as: Double.self).bitPattern
                    : lastKind == Record.ValueKind.int.rawValue
                        ? UInt64(bitPattern: Int64(evaluations._unsafeValue(ofNode: node, as: Int.self)))
                        : evaluations._unsafeValue(ofNode: node, as: Bool.self) ? 1 : 0
                next.initialize(to: record)
                next += 1
                position += 1
            }
            return next - out
        }
    }
}
