#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The structural check the tests run between updates, the copy they corrupt to see it work, and
/// the internal checks that run it after every outermost update.
///
/// In a release build nothing on the update path calls it: it is reached only through the
/// `package` hooks of `DependencyGraph+Testing`, so a release client pays nothing for it. A debug
/// build run with `ANIMATIC_INTERNAL_CHECKS=1` also runs it after every update from outside any
/// rule (a write, a removal, a pull, `updateOutputs()`), once the outermost of them ends, and stops
/// at the first violation, naming the update.
extension _GraphStorage {
    #if DEBUG
        /// Whether the process was started with `ANIMATIC_INTERNAL_CHECKS=1`: read once, on the
        /// first graph's creation.
        static let internalChecksRequested: Bool = {
            guard let value = getenv("ANIMATIC_INTERNAL_CHECKS") else { return false }
            return String(cString: value) == "1"
        }()

        /// Notes the start of an update from outside any rule (see `endOutermostUpdate`).
        @inline(__always)
        func beginOutermostUpdate() {
            outermostUpdateDepth += 1
        }

        /// Notes the end of an update begun with `beginOutermostUpdate()`; when it was the outermost
        /// one and the graph runs internal checks, checks the structure and stops the process at a
        /// violation, naming `update`.
        @inline(__always)
        func endOutermostUpdate(_ update: StaticString, _ node: UInt32 = _GraphStorage.none) {
            outermostUpdateDepth -= 1
            if outermostUpdateDepth == 0 && runsInternalChecks { runInternalCheck(after: update, node) }
        }

        @inline(never)
        func runInternalCheck(after update: StaticString, _ node: UInt32) {
            internalChecksRun += 1
            let violations = invariantViolations()
            guard !violations.isEmpty else { return }
            let what = node == _GraphStorage.none ? "\(update)" : "\(update) of \(name(node))"
            fatalError(
                "ANIMATIC_INTERNAL_CHECKS: the graph's storage is broken after \(what):\n- "
                    + violations.joined(separator: "\n- "))
        }
    #endif

    /// Every way the storage's structure is broken, each a sentence naming the node or edge; empty
    /// when it holds. Meant for between updates (no rule running).
    ///
    /// It checks that
    /// - no rule is running, and the walk's stack and the read cursor are at rest;
    /// - each live edge is in exactly one source list, its target's, and one dependent list, its
    ///   source's, with `previousDependent` pointing back along the dependent list;
    /// - no rule reads one source through two edges;
    /// - the number of edges in the lists is `liveEdgeCount`, the free list holds the rest of the
    ///   pool, and no free edge is in any list;
    /// - a removed node has no edges and an unevaluated rule no sources, and no edge leads to or from
    ///   a removed node;
    /// - every node's type is a known one, its flags agree with the type's scalar kind, and an
    ///   up-to-date node's sources are all up to date, but for a pending barrier (see `+Barriers`);
    /// - once writes carry causes, every node has a cause slot.
    ///
    /// A corrupt list cannot hang it: every walk stops after as many steps as the pool has edges.
    ///
    /// - Complexity: O(*n* + *e*) in the nodes and edges of the pool.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        func node(_ index: UInt32) -> String {
            Int(index) < records.count ? "node \(name(index))" : "node #\(index) (past the last node)"
        }
        let poolSize = edges.count
        func isInPool(_ edge: UInt32) -> Bool { edge != 0 && Int(edge) < poolSize }

        if cursor.rule != _GraphStorage.none || cursor.suspendedRule != _GraphStorage.none {
            violations.append("a rule is running (\(node(runningRule))) between updates")
        }
        if stack.count != 0 { violations.append("the update stack holds \(stack.count) entries between updates") }
        if tracksCauses && causes.count != records.count {
            violations.append("the cause buffer holds \(causes.count) slots for \(records.count) nodes")
        }
        if cursor.expected != 0 || cursor.previous != 0 || cursor.ahead != 0 {
            violations.append(
                "the read cursor is not at rest (expected edge \(cursor.expected), previous \(cursor.previous), "
                    + "ahead \(cursor.ahead))")
        }

        // Which list holds each edge: the target whose source list and the source whose dependent
        // list it is in, and whether the free list holds it.
        var sourceListOwner = [UInt32](repeating: _GraphStorage.none, count: poolSize)
        var dependentListOwner = [UInt32](repeating: _GraphStorage.none, count: poolSize)
        var isFree = [Bool](repeating: false, count: poolSize)

        var freeCount = 0
        var edge = freeEdge
        while edge != 0 {
            guard isInPool(edge) else {
                violations.append("the free list links to edge \(edge), outside the pool of \(poolSize)")
                break
            }
            if isFree[Int(edge)] {
                violations.append("the free list loops back to edge \(edge)")
                break
            }
            isFree[Int(edge)] = true
            freeCount += 1
            edge = edges[Int(edge)].nextSource
        }

        // The node whose source list last met each node, to find a source read through two edges
        // without a set per node: the check runs after every update under internal checks.
        var lastReader = [UInt32](repeating: _GraphStorage.none, count: records.count)
        var listedEdges = 0
        for index in 0..<records.count {
            let n = UInt32(index)
            let record = records[index]
            if Int(record.type) >= types.count {
                violations.append("\(node(n)) has value type \(record.type), of \(types.count) known")
            } else {
                // The update walk trusts these bits instead of the table: the scalar kind to run a
                // rule without it, the scalar-rule flag to read a closure context from the slot.
                let scalarKind = types[Int(record.type)]._withUnsafeGuaranteedRef { $0.scalarKind }
                if record.flags >> _NodeRecord.scalarShift != scalarKind {
                    violations.append(
                        "\(node(n))'s flags give scalar kind \(record.flags >> _NodeRecord.scalarShift), its type \(scalarKind)"
                    )
                }
                let isScalarRule = record.flags & _NodeRecord.isRule != 0 && scalarKind != _AnyNodeType.notScalar
                if (record.flags & _NodeRecord.scalarRule != 0) != isScalarRule {
                    violations.append(
                        "\(node(n))'s flags say it is \(isScalarRule ? "not " : "")a rule of a Double, an Int or a Bool, "
                            + "which it is\(isScalarRule ? "" : " not")")
                }
            }
            if record.state == .removed && (record.firstSource != 0 || record.firstDependent != 0) {
                violations.append("\(node(n)) was removed but still has edges")
            }
            if record.state == .evaluating { violations.append("\(node(n)) is evaluating between updates") }
            if record.state == .unevaluated && record.firstSource != 0 {
                violations.append("\(node(n)) never ran but has sources")
            }

            // The source list: edges whose target is this node, each source once.
            var steps = 0
            edge = record.firstSource
            while edge != 0 && steps < poolSize {
                steps += 1
                guard isInPool(edge) else {
                    violations.append("\(node(n))'s source list links to edge \(edge), outside the pool")
                    break
                }
                let link = edges[Int(edge)]
                if isFree[Int(edge)] { violations.append("\(node(n))'s source list holds edge \(edge), which is free") }
                if sourceListOwner[Int(edge)] != _GraphStorage.none {
                    violations.append(
                        "edge \(edge) is in the source lists of both \(node(sourceListOwner[Int(edge)])) and \(node(n))"
                    )
                    break
                }
                sourceListOwner[Int(edge)] = n
                listedEdges += 1
                if link.target != n {
                    violations.append("edge \(edge) is in \(node(n))'s source list but leads to \(node(link.target))")
                }
                if Int(link.source) < records.count {
                    if lastReader[Int(link.source)] == n {
                        violations.append("\(node(n)) reads \(node(link.source)) through two edges")
                    }
                    lastReader[Int(link.source)] = n
                    let sourceState = records[Int(link.source)].state
                    if sourceState == .removed {
                        violations.append("\(node(n)) still reads removed \(node(link.source))")
                    }
                    // Below a barrier a write reached, nothing is marked until it is settled.
                    if record.state == .upToDate && sourceState != .upToDate && !isPendingBarrier(link.source) {
                        violations.append(
                            "\(node(n)) is up to date but its source \(node(link.source)) is \(sourceState)")
                    }
                } else {
                    violations.append("edge \(edge) comes from \(node(link.source))")
                }
                edge = link.nextSource
            }
            if steps == poolSize && edge != 0 { violations.append("\(node(n))'s source list loops") }

            // The dependent list: edges whose source is this node, linked both ways.
            var before: UInt32 = 0
            steps = 0
            edge = record.firstDependent
            while edge != 0 && steps < poolSize {
                steps += 1
                guard isInPool(edge) else {
                    violations.append("\(node(n))'s dependent list links to edge \(edge), outside the pool")
                    break
                }
                let link = edges[Int(edge)]
                if isFree[Int(edge)] {
                    violations.append("\(node(n))'s dependent list holds edge \(edge), which is free")
                }
                if dependentListOwner[Int(edge)] != _GraphStorage.none {
                    violations.append(
                        "edge \(edge) is in the dependent lists of both \(node(dependentListOwner[Int(edge)])) "
                            + "and \(node(n))")
                    break
                }
                dependentListOwner[Int(edge)] = n
                if link.source != n {
                    violations.append(
                        "edge \(edge) is in \(node(n))'s dependent list but comes from \(node(link.source))")
                }
                if link.previousDependent != before {
                    violations.append(
                        "edge \(edge) in \(node(n))'s dependent list points back to edge \(link.previousDependent), "
                            + "not \(before)")
                }
                before = edge
                edge = link.nextDependent
            }
            if steps == poolSize && edge != 0 { violations.append("\(node(n))'s dependent list loops") }
        }

        // Both ways: an edge in a source list is in its source's dependent list, and back.
        for index in 1..<poolSize where !isFree[index] {
            let link = edges[index]
            let inSources = sourceListOwner[index] != _GraphStorage.none
            let inDependents = dependentListOwner[index] != _GraphStorage.none
            if inSources && !inDependents {
                violations.append(
                    "edge \(index) from \(node(link.source)) to \(node(link.target)) is in the source list but not "
                        + "in the dependent list")
            } else if inDependents && !inSources {
                violations.append(
                    "edge \(index) from \(node(link.source)) to \(node(link.target)) is in the dependent list but "
                        + "not in the source list")
            } else if !inSources {
                violations.append("edge \(index) is neither free nor in any list")
            }
        }
        if listedEdges != liveEdgeCount {
            violations.append("\(listedEdges) edges are in source lists, but the live edge count is \(liveEdgeCount)")
        }
        if listedEdges + freeCount != poolSize - 1 {
            violations.append(
                "\(listedEdges) edges in lists and \(freeCount) free do not add up to the pool's \(poolSize - 1)")
        }
        return violations
    }

    /// A storage of its own with the same structure (records, edges, counts, names and type tables),
    /// for a test to corrupt without harming the graph. Its nodes' values stay the graph's: the copy
    /// never releases, evaluates or reads them.
    func structuralCopy() -> _GraphStorage {
        let copy = _GraphStorage()
        copy.records.deallocate()
        copy.records = records.copy()
        copy.edges.deallocate()
        copy.edges = edges.copy()
        for number in 0..<types.count { _ = types[number].retain() }
        copy.types.deallocate()
        copy.types = types.copy()
        copy.names = names
        copy.typeIndex = typeIndex
        copy.freeEdge = freeEdge
        copy.liveEdgeCount = liveEdgeCount
        copy.epoch = epoch
        copy.pendingBarrierBits = pendingBarrierBits
        if tracksCauses {
            copy.causes.deallocate()
            copy.causes = causes.copy()
            copy.tracksCauses = true
            copy.causeEpoch = causeEpoch
        }
        copy.isAlive = false
        return copy
    }
}

extension _GraphStorage {
    /// Breaks the structure as `defect` says; only ever called on a `structuralCopy()`.
    func introduce(_ defect: _StorageDefect) {
        precondition(!isAlive, "A defect is introduced only into a structural copy of a graph's storage.")
        switch defect {
        case .brokenBackPointer(let node):
            let first = records[Int(node.rawValue)].firstDependent
            precondition(first != 0, "\(node) has no dependent to break the list of.")
            let second = edges[Int(first)].nextDependent
            if second != 0 {
                edges[Int(second)].previousDependent = second
            } else {
                edges[Int(first)].previousDependent = first
            }
        case .retargetedSourceEdge(let node, let other):
            let first = records[Int(node.rawValue)].firstSource
            precondition(first != 0, "\(node) has no source edge to retarget.")
            edges[Int(first)].target = other.rawValue
        case .miscountedEdges(let offset):
            liveEdgeCount += offset
        case .freedLiveEdge(let node):
            let first = records[Int(node.rawValue)].firstSource
            precondition(first != 0, "\(node) has no source edge to free.")
            // Freed without being unlinked from its source's dependent list: its target's source
            // list now runs on into the free list.
            freeEdgeSlot(first)
        case .removedWithEdges(let node):
            records[Int(node.rawValue)].state = .removed
        case .state(let node, let state):
            records[Int(node.rawValue)].state = state
        case .flippedScalarRuleFlag(let node):
            records[Int(node.rawValue)].flags ^= _NodeRecord.scalarRule
        case .duplicatedSource(let node):
            let first = records[Int(node.rawValue)].firstSource
            precondition(first != 0 && edges[Int(first)].nextSource != 0, "\(node) has no second source edge.")
            edges[Int(edges[Int(first)].nextSource)].source = edges[Int(first)].source
        }
    }
}
