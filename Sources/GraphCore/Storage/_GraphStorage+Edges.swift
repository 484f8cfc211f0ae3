/// Recording a rule's reads against its previous source list, and the edge pool: allocating,
/// freeing and unlinking edges.
extension _GraphStorage {
    @inline(__always)
    func recordRead(_ source: UInt32) {
        // The read the previous evaluation made next: confirm its edge. Such a read cannot repeat an
        // earlier one, as the cursor only moves past edges already confirmed.
        let edge = cursor.expected
        if edge != 0 && edges[Int(edge)].source == source {
            cursor.previous = edge
            cursor.expected = edges[Int(edge)].nextSource
            return
        }
        // A repeated read of a node met off the cursor before: nothing to do.
        if cursor.serial == 0 { takeReadSerial() }
        let serial = cursor.serial
        if serial == _GraphStorage.unmarkedSerial { return recordNewRead(source) }
        let mark = records[Int(source)].readMark
        if mark == serial { return }
        setReadMark(of: source, to: serial, from: mark)
        // Complete marks (an odd serial) say the read is new: no need to look for it in the list,
        // which would make a rule that reads n nodes cost n² to record. A nested pull puts back the
        // marks it changed (`bringUpToDateKeepingMarks`), so a mark above the serial is the one of
        // an old edge ahead of the cursor, or, where a pull did not keep them, unknown.
        if mark < serial && serial & 1 != 0 {
            addSourceEdge(source)
        } else if mark == serial &+ 1 && serial & 1 != 0 {
            recordReadAhead(source)
        } else {
            recordNewRead(source)
        }
    }

    /// Takes this evaluation's read-mark serial, and marks the source list so that the marks alone
    /// tell a new read from a repeated one.
    ///
    /// At the end of the previous source list, the nodes read so far are marked with the serial.
    /// In the middle of it (a read off the cursor with old edges still ahead), the nodes read so
    /// far are marked with the serial and those still ahead with a serial above it, which no
    /// evaluation takes, and the edges ahead are cut off the list (`_ReadCursor.ahead`): a read of
    /// one of those nodes moves its edge back, found at the head of the cut-off chain when the
    /// reads follow the old order again, and any read marked below the serial is new. Without the
    /// second mark, every read after the first one off the cursor looked through the whole list,
    /// and a rule whose reads changed order early (a layout that read 20,000 nodes in an order of
    /// its previous run's) cost n² to record.
    @inline(never)
    func takeReadSerial() {
        if nextSerial >= _GraphStorage.lastReadSerial {
            cursor.serial = _GraphStorage.unmarkedSerial
            return
        }
        nextSerial &+= 2
        let serial = nextSerial | 1
        var edge = records[Int(cursor.rule)].firstSource
        if cursor.expected != 0 {
            // Two serials: this one, and the one above it that marks the edges ahead.
            guard nextSerial < _GraphStorage.lastReadSerial - 2 else {
                cursor.serial = nextSerial  // even: the marks only catch repeated reads
                return
            }
            nextSerial &+= 2
            let ahead = nextSerial
            var rest = cursor.expected
            while rest != 0 {
                let source = edges[Int(rest)].source
                setReadMark(of: source, to: ahead, from: records[Int(source)].readMark)
                rest = edges[Int(rest)].nextSource
            }
            cursor.ahead = cursor.expected
            cursor.expected = 0
            if cursor.previous == 0 {
                records[Int(cursor.rule)].firstSource = 0
                edge = 0
            } else {
                edges[Int(cursor.previous)].nextSource = 0
            }
        }
        // The nodes read so far: the list up to the cursor, all of it now.
        while edge != 0 && edge != cursor.expected {
            let source = edges[Int(edge)].source
            setReadMark(of: source, to: serial, from: records[Int(source)].readMark)
            edge = edges[Int(edge)].nextSource
        }
        cursor.serial = serial
    }

    /// Sets a node's read mark, logging the one it replaces while a pull keeps its readers' marks.
    @inline(__always)
    func setReadMark(of node: UInt32, to mark: UInt32, from previous: UInt32) {
        records[Int(node)].readMark = mark
        if markKeepingDepth != 0 { logMarkChange(_MarkChange(node: node, mark: previous)) }
    }

    /// Logs a mark change, the log taking room for a thousand at once the first time: grown from
    /// nothing, it would leave small freed blocks behind in the middle of a graph's build.
    @inline(never)
    func logMarkChange(_ change: _MarkChange) {
        if markLog.capacity == 0 { markLog.reserveCapacity(1024) }
        markLog.append(change)
    }

    /// A read that does not follow the previous evaluation's order: find the edge elsewhere in the
    /// list (a repeated or reordered read) or add a new one.
    func recordNewRead(_ source: UInt32) {
        if readBeforeTheCursor(source) { return }
        if moveUpFromAhead(source) { return }
        addSourceEdge(source)
    }

    /// A read of a node marked as ahead of the cursor in the previous evaluation's list, and not
    /// read since: its edge is in the chain cut off the list, and moves back to the cursor. A read
    /// in the old order finds it at the chain's head; one the rule makes earlier than it did (a
    /// stack that measures in a new order) after as many edges as it moved up.
    func recordReadAhead(_ source: UInt32) {
        if moveUpFromAhead(source) { return }
        assertionFailure("a node marked as ahead of the cursor has no edge there")
        recordNewRead(source)
    }

    /// Whether this evaluation has read `source` already: its edge is in the list before the cursor.
    private func readBeforeTheCursor(_ source: UInt32) -> Bool {
        var edge = records[Int(cursor.rule)].firstSource
        var steps = 0
        defer { readRecordingSteps &+= steps }
        while edge != 0 && edge != cursor.expected {
            steps &+= 1
            if edges[Int(edge)].source == source { return true }
            edge = edges[Int(edge)].nextSource
        }
        return false
    }

    /// Moves the edge from `source`, if the previous evaluation read it later than this one has got
    /// to, up to the cursor; whether there was one.
    private func moveUpFromAhead(_ source: UInt32) -> Bool {
        if cursor.ahead != 0 { return moveBackFromCutOff(source) }
        var before = cursor.expected
        var edge = before == 0 ? 0 : edges[Int(before)].nextSource
        var steps = 0
        defer { readRecordingSteps &+= steps }
        while edge != 0 {
            steps &+= 1
            if edges[Int(edge)].source == source {
                edges[Int(before)].nextSource = edges[Int(edge)].nextSource
                insertSourceEdge(edge)
                return true
            }
            before = edge
            edge = edges[Int(edge)].nextSource
        }
        return false
    }

    /// Moves the edge from `source`, if it is in the chain cut off the list, back to the cursor;
    /// whether there was one.
    ///
    /// A read in the old order finds its edge at the chain's head. Past `cutOffScanLimit` edges
    /// the chain is indexed (`_CutOffIndex`), and every later read of the evaluation looks its
    /// edge up.
    private func moveBackFromCutOff(_ source: UInt32) -> Bool {
        if let index = cutOffIndex, index.serial == cursor.serial, cursor.serial != 0 {
            return moveBackIndexed(source)
        }
        var before: UInt32 = 0
        var edge = cursor.ahead
        var steps = 0
        defer { readRecordingSteps &+= steps }
        while edge != 0 {
            steps &+= 1
            let next = edges[Int(edge)].nextSource
            if edges[Int(edge)].source == source {
                if before == 0 { cursor.ahead = next } else { edges[Int(before)].nextSource = next }
                insertSourceEdge(edge)
                return true
            }
            if steps == _GraphStorage.cutOffScanLimit && cursor.serial != 0 {
                indexCutOffChain()
                return moveBackIndexed(source)
            }
            before = edge
            edge = next
        }
        return false
    }

    /// Indexes the running rule's cut-off chain as it stands.
    @inline(never)
    private func indexCutOffChain() {
        var index = _CutOffIndex(serial: cursor.serial, edgeOf: [:], before: [:])
        var before: UInt32 = 0
        var edge = cursor.ahead
        while edge != 0 {
            index.edgeOf[edges[Int(edge)].source] = edge
            index.before[edge] = before
            before = edge
            edge = edges[Int(edge)].nextSource
        }
        readRecordingSteps &+= index.edgeOf.count
        cutOffIndex = index
    }

    /// `moveBackFromCutOff` through the index.
    private func moveBackIndexed(_ source: UInt32) -> Bool {
        guard let edge = cutOffIndex!.edgeOf.removeValue(forKey: source) else { return false }
        readRecordingSteps &+= 1
        let before = cutOffIndex!.before.removeValue(forKey: edge) ?? 0
        let next = edges[Int(edge)].nextSource
        if before == 0 { cursor.ahead = next } else { edges[Int(before)].nextSource = next }
        if next != 0 { cutOffIndex!.before[next] = before }
        if cutOffIndex!.edgeOf.isEmpty { cutOffIndex = nil }
        insertSourceEdge(edge)
        return true
    }

    /// Records a dependency of the running rule on `source`, which it has not read before in this
    /// evaluation, at the cursor.
    func addSourceEdge(_ source: UInt32) {
        let target = cursor.rule
        let newEdge = allocateEdge()
        edges[Int(newEdge)] = _Edge(
            source: source, target: target, nextSource: 0, previousDependent: 0,
            nextDependent: records[Int(source)].firstDependent)
        if records[Int(source)].firstDependent != 0 {
            edges[Int(records[Int(source)].firstDependent)].previousDependent = newEdge
        }
        records[Int(source)].firstDependent = newEdge
        insertSourceEdge(newEdge)
        reportHeldEvaluations()
        if let observer {
            observer.graph(owner, didAddEdgeFrom: NodeID(rawValue: source), to: NodeID(rawValue: target))
        }
    }

    /// Inserts `edge` into the current rule's source list at the cursor and confirms it.
    func insertSourceEdge(_ edge: UInt32) {
        structureVersion &+= 1
        edges[Int(edge)].nextSource = cursor.expected
        if cursor.previous == 0 {
            records[Int(cursor.rule)].firstSource = edge
        } else {
            edges[Int(cursor.previous)].nextSource = edge
        }
        cursor.previous = edge
    }

    /// Drops the edges the current evaluation did not confirm: the rest of its list from the
    /// cursor on, or the chain cut off it (`_ReadCursor.ahead`).
    func truncateSources(of node: UInt32) {
        if cursor.ahead != 0 {
            // The chain's index goes with it.
            if let index = cutOffIndex, index.serial == cursor.serial { cutOffIndex = nil }
            return dropSourceEdges(from: cursor.ahead, of: node)
        }
        let first = cursor.expected
        if cursor.previous == 0 {
            records[Int(node)].firstSource = 0
        } else {
            edges[Int(cursor.previous)].nextSource = 0
        }
        dropSourceEdges(from: first, of: node)
    }

    /// Drops the source edges of `node` from `first` to the end of its list (already cut off it):
    /// each leaves its source's dependent list, and a source left with no reader while stale
    /// becomes an output to pull.
    func dropSourceEdges(from first: UInt32, of node: UInt32) {
        var edge = first
        while edge != 0 {
            let next = edges[Int(edge)].nextSource
            let source = edges[Int(edge)].source
            unlinkDependent(edge)
            freeEdgeSlot(edge)
            reportHeldEvaluations()
            if let observer {
                observer.graph(owner, didRemoveEdgeFrom: NodeID(rawValue: source), to: NodeID(rawValue: node))
            }
            becameOutputIfStale(source)
            edge = next
        }
    }

    func allocateEdge() -> UInt32 {
        liveEdgeCount += 1
        if freeEdge != 0 {
            let edge = freeEdge
            freeEdge = edges[Int(edge)].nextSource
            return edge
        }
        precondition(edges.count < Int(UInt32.max), "A graph holds at most 4,294,967,294 edges.")
        let edge = UInt32(edges.count)
        edges.append(_Edge(source: 0, target: 0, nextSource: 0, previousDependent: 0, nextDependent: 0))
        return edge
    }

    func freeEdgeSlot(_ edge: UInt32) {
        structureVersion &+= 1
        liveEdgeCount -= 1
        edges[Int(edge)].nextSource = freeEdge
        freeEdge = edge
    }

    func unlinkDependent(_ edge: UInt32) {
        let source = edges[Int(edge)].source
        let before = edges[Int(edge)].previousDependent
        let after = edges[Int(edge)].nextDependent
        if before == 0 {
            records[Int(source)].firstDependent = after
        } else {
            edges[Int(before)].nextDependent = after
        }
        if after != 0 { edges[Int(after)].previousDependent = before }
    }
    /// Clears every read mark and starts the serials again; only while no rule runs, as no
    /// evaluation may hold marks.
    func resetReadMarks() {
        for index in 0..<nodeCount { records[index].readMark = 0 }
        nextSerial = 0
        // Its serial may be handed out again.
        cutOffIndex = nil
    }
}
