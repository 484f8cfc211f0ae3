/// Hooks for the package's own tests: a check of the storage's structure and a way to see it catch
/// a defect. `package` access keeps them out of the public interface; nothing in the engine calls
/// them, so a release client pays nothing for them.
extension DependencyGraph {
    /// Every way the graph's storage structure is broken, each a sentence naming the node or edge;
    /// empty when it holds. Call it between updates, not from inside a rule.
    ///
    /// It checks that dependents and sources agree both ways (each edge is in its target's source
    /// list and its source's dependent list, with back-pointers that match), that the live edge
    /// count is the number of edges in the lists, that the free list is disjoint from them and
    /// together with them makes up the pool, that removed nodes have no edges, and that an up-to-date
    /// node reads only up-to-date nodes.
    ///
    /// - Returns: The violations found, in the order the check met them.
    /// - Complexity: O(*n* + *e*) in the nodes ever created and the edge pool's size.
    package func _checkInvariants() -> [String] { storage.invariantViolations() }

    /// Introduces `defect` into a structural copy of the storage and checks the copy; the graph
    /// itself is not touched.
    ///
    /// - Parameter defect: The break to make; the nodes it names must have the edges it breaks.
    /// - Returns: The copy's violations, as ``_checkInvariants()`` reports them.
    package func _checkInvariants(afterIntroducing defect: _StorageDefect) -> [String] {
        let copy = storage.structuralCopy()
        copy.introduce(defect)
        return copy.invariantViolations()
    }

    /// Uses up the read-mark serials but `count`, so that a test can make them run out in the middle
    /// of a pull.
    package func _useUpReadSerials(leaving count: Int) {
        storage.nextSerial = _GraphStorage.lastReadSerial - 2 * UInt32(count)
    }

    /// Whether the read-mark serials are past the point where the next pull from outside any rule
    /// starts them again.
    package var _readSerialsAreRunningOut: Bool { storage.nextSerial >= _GraphStorage.readSerialResetPoint }

    /// How many edges recording reads has looked at, over the graph's life, to find a read in a
    /// rule's source list: what a rule that reads n nodes out of order pays beyond its n reads.
    package var _readRecordingSteps: Int { storage.readRecordingSteps }
}

#if DEBUG
    extension DependencyGraph {
        /// Whether the process was started with `ANIMATIC_INTERNAL_CHECKS=1`, which makes every
        /// graph check its storage's structure after every update from outside any rule (debug
        /// builds only; read once).
        package static var _internalChecksRequested: Bool { _GraphStorage.internalChecksRequested }

        /// Whether this graph checks its storage's structure after every outermost update, stopping
        /// the process at the first violation: as the process asked, unless set here.
        package var _runsInternalChecks: Bool {
            get { storage.runsInternalChecks }
            set { storage.runsInternalChecks = newValue }
        }

        /// How many times this graph's internal check ran.
        package var _internalChecksRun: Int { storage.internalChecksRun }

        /// Runs the internal check, as it runs after an update, on a structural copy of the storage
        /// with `defect` introduced: stops the process naming the violations, as a failing check does.
        package func _runInternalCheck(afterIntroducing defect: _StorageDefect) {
            let copy = storage.structuralCopy()
            copy.introduce(defect)
            copy.runInternalCheck(after: "a test's defect", _GraphStorage.none)
        }
    }
#endif
