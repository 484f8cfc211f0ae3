/// What the public inspection API reads: names, source and dependent lists, and values boxed.
extension _GraphStorage {
    func name(_ index: UInt32) -> String {
        (Int(index) < names.count ? names[Int(index)] : nil) ?? "#\(index)"
    }

    /// The name node `index` is shown by, given `name`: `name` itself the first time, then `name (2)`,
    /// `name (3)` (skipping any shown name already taken).
    func uniqueName(_ name: String, for index: UInt32) -> String {
        let key = _NameKey(name)
        // One probe for a name not given before, the usual case; a name given again puts the use
        // it replaced back.
        guard let use = nameUses.updateValue(_NameUse(node: index, rank: 1), forKey: key) else { return name }
        nameUses[key] = use
        var rank = use.rank + 1
        var shown = "\(name) (\(rank))"
        while nameUses[_NameKey(shown)] != nil {
            rank += 1
            shown = "\(name) (\(rank))"
        }
        nameUses[key]!.rank = rank
        nameUses[_NameKey(shown)] = _NameUse(node: index, rank: 1)
        if duplicateNames[name] == nil {
            // The first node of that name: the one whose shown name is the name itself.
            duplicateNames[name] = [use.node]
        }
        duplicateNames[name]!.append(index)
        return shown
    }

    /// The node shown by exactly `name` when it has not been removed.
    func liveNode(named name: String) -> UInt32? {
        guard let node = nameUses[_NameKey(name)]?.node, records[Int(node)].state != .removed else { return nil }
        return node
    }

    func checkedIndex(_ id: NodeID) -> Int {
        precondition(isAlive, GraphError.graphDeallocated(id.description).description)
        precondition(Int(id.rawValue) < nodeCount, "Node \(id) does not belong to this graph.")
        return Int(id.rawValue)
    }

    func sources(of index: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        var edge = records[Int(index)].firstSource
        while edge != 0 {
            result.append(NodeID(rawValue: edges[Int(edge)].source))
            edge = edges[Int(edge)].nextSource
        }
        return result
    }

    func dependents(of index: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        var edge = records[Int(index)].firstDependent
        while edge != 0 {
            result.append(NodeID(rawValue: edges[Int(edge)].target))
            edge = edges[Int(edge)].nextDependent
        }
        return result.reversed()
    }

    func anyValue(_ index: UInt32) -> Any {
        let record = records[Int(index)]
        return types[Int(record.type)]._withUnsafeGuaranteedRef { $0.box(record.storage) }
    }
    /// The sources whose value changed after `node` was last evaluated or verified.
    func changedSources(of node: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        let verified = records[Int(node)].verifiedEpoch
        var edge = records[Int(node)].firstSource
        while edge != 0 {
            let source = edges[Int(edge)].source
            if records[Int(source)].changedEpoch.isAfter(verified) {
                result.append(NodeID(rawValue: source))
            }
            edge = edges[Int(edge)].nextSource
        }
        return result
    }
}
