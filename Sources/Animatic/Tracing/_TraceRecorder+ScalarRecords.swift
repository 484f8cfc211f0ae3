import GraphCore

extension _TraceRecorder {
    /// The records of a batch's evaluations from `position` on, for as long as each is the common
    /// case: no cause, at most one changed input, and a `Double`, `Int` or `Bool` value of a type
    /// already looked up. The sequence ends at the first evaluation that is not.
    ///
    /// Appended to the tick's records with `append(contentsOf:)`, which writes each record straight
    /// into the array's storage: no per-record check, and no buffer to copy at the end of the tick.
    struct ScalarRecords: Sequence, IteratorProtocol {
        let evaluations: _EvaluationBatch
        var position: Int
        /// The recorder's value kinds by type index (see `valueKinds`).
        let kinds: [UInt8]
        var lastType = -1
        var lastKind: UInt8 = 0

        init(_ evaluations: _EvaluationBatch, from position: Int, kinds: [UInt8]) {
            self.evaluations = evaluations
            self.position = position
            self.kinds = kinds
        }

        /// None: the sequence may end at once.
        var underestimatedCount: Int { 0 }

        @inline(__always)
        mutating func next() -> Record? {
            guard position < evaluations.count else { return nil }
            let evaluation = evaluations[position]
            let inputCount = evaluation.changedInputCount
            guard evaluation.cause.rawValue == 0 && inputCount <= 1 else { return nil }
            let typeIndex = evaluation._valueTypeIndex
            if typeIndex != lastType {
                guard typeIndex < kinds.count else { return nil }
                let kind = kinds[typeIndex]
                guard kind != _TraceRecorder.unknownKind && kind != Record.ValueKind.boxed.rawValue else { return nil }
                lastKind = kind
                lastType = typeIndex
            }
            var record = Record(
                kind: .evaluated, detail: evaluation.outcome.rawValue | lastKind << 4, node: evaluation.node.rawValue)
            if inputCount == 1 {
                evaluation.forEachChangedInput { record.first = $0.rawValue }
                record.inputCount = 1
            }
            record.bits =
                lastKind == Record.ValueKind.double.rawValue
                ? evaluation._unsafeNewValue(as: Double.self).bitPattern
                : lastKind == Record.ValueKind.int.rawValue
                    ? UInt64(bitPattern: Int64(evaluation._unsafeNewValue(as: Int.self)))
                    : evaluation._unsafeNewValue(as: Bool.self) ? 1 : 0
            position += 1
            return record
        }
    }
}
