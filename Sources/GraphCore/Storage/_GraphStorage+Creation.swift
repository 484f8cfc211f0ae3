/// Creating nodes and the value types' tables, and reserving room for them.
extension _GraphStorage {
    /// The number of the table for values of `type`, created by `make` the first time.
    @usableFromInline
    func typeNumber(_ type: Any.Type, isEquatable: Bool, make: () -> _AnyNodeType) -> UInt16 {
        let key = TypeKey(type: ObjectIdentifier(type), isEquatable: isEquatable)
        // Graphs are built a type at a time (a chain of `Int` rules, a view's modifiers), so the
        // type of the node created last is checked first: one compare instead of hashing the key.
        if key == lastTypeKey { return lastTypeNumber }
        let number: UInt16
        if let known = typeIndex[key] {
            number = known
        } else {
            precondition(types.count < Int(UInt16.max), "A graph holds at most 65,535 distinct value types.")
            number = UInt16(types.count)
            typeIndex[key] = number
            types.append(Unmanaged.passRetained(make()))
        }
        lastTypeKey = key
        lastTypeNumber = number
        return number
    }

    /// A slot for a new node's value and closure (see `_SlotArena`), uninitialized.
    @usableFromInline
    func allocateSlot(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
        slots.allocate(size: size, alignment: alignment)
    }

    @usableFromInline
    func addNode(kind: NodeKind, type: UInt16, storage: UnsafeMutableRawPointer, name: String?) -> UInt32 {
        precondition(isAlive, "The graph was deallocated.")
        precondition(records.count < Int(UInt32.max - 1), "A graph holds at most 4,294,967,294 nodes.")
        let index = UInt32(records.count)
        let isRule = kind == .rule
        let (scalarKind, isEquatable) = types[Int(type)]._withUnsafeGuaranteedRef { ($0.scalarKind, $0.isEquatable) }
        records.append(
            _NodeRecord(
                storage: storage, type: type, state: isRule ? .unevaluated : .upToDate,
                flags: (isRule ? _NodeRecord.isRule : 0) | (isEquatable ? _NodeRecord.isEquatable : 0)
                    | (isRule && scalarKind != _AnyNodeType.notScalar ? _NodeRecord.scalarRule : 0)
                    | scalarKind << _NodeRecord.scalarShift))
        if tracksCauses { causes.append(0) }
        if let name {
            // Names by index, up to the last named node: a graph that names none holds none.
            if names.count < Int(index) {
                names.append(contentsOf: repeatElement(nil, count: Int(index) - names.count))
            }
            names.append(uniqueName(name, for: index))
        }
        if isRule { hasNewRules = true }
        reportHeldEvaluations()
        if let observer {
            observer.graph(owner, didCreate: NodeID(rawValue: index), kind: kind, name: self.name(index))
        }
        return index
    }

    func reserve(nodes: Int, edges edgeCount: Int) {
        records.reserve(nodes)
        edges.reserve(edgeCount)
    }
}
