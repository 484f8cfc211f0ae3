import Synchronization

/// The synthesis plans built so far, one per type, so reflection runs once per type.
///
/// Two levels:
/// - the authoritative dictionary of plans and errors, behind a `Mutex`. Plans are built outside
///   the lock (building one may build the plans of nested types) and published under it; when two
///   threads race to build the same type's plan, the first one published wins and both use it.
///   Errors are cached too, so a type that cannot be synthesized reports the same error every time
///   without reflecting again;
/// - for the frame loop, a lock-free lookup: an immutable open-addressing table of every plan,
///   republished (as a whole new table) under the lock after each new plan and read with one
///   acquiring atomic load. Tables and plans are never freed, so a reader holding an older table
///   is always safe. The tables of n types hold O(n²) slots in all, which for the few types a
///   program animates is a few kilobytes; the tables replaced stay listed, so that they are held,
///   not leaked. A table is plain memory, not an object, so a lookup counts no references.
internal enum _SynthesisPlanCache {
    /// The state behind the lock.
    private struct State {
        /// The plans and errors by type.
        var results: [ObjectIdentifier: Result<_SynthesisPlan, AnimatableSynthesisError>] = [:]
        /// Every table published, the newest last: a reader may still be using an older one.
        var tables: [UnsafeMutablePointer<_SynthesisPlanTable>] = []
    }

    /// The authoritative cache.
    private static let state = Mutex(State())

    /// The address of the newest lookup table, or 0 before the first plan.
    private static let published = Atomic<Int>(0)

    /// Calls `body` with the plan of a type, building the plan on first use; traps with the
    /// synthesis error's message if the type has none.
    ///
    /// - Complexity: O(1) and lock-free once the type's plan is built.
    @inline(__always)
    static func withPlan<Root, Result>(for type: Root.Type, _ body: (_SynthesisPlan) -> Result) -> Result {
        let key = Int(bitPattern: ObjectIdentifier(type))
        let address = published.load(ordering: .acquiring)
        if let table = UnsafePointer<_SynthesisPlanTable>(bitPattern: address),
            let plan = table.pointee.plan(for: key)
        {
            return plan._withUnsafeGuaranteedRef(body)
        }
        switch result(for: type) {
        case .success(let plan):
            return body(plan)
        case .failure(let error):
            preconditionFailure(error.description)
        }
    }

    /// The direct layout of the type with the given identifier, or
    /// ``_SynthesisDirectLayout/general`` when its plan takes the general path or is not built yet.
    ///
    /// What the inlined `animatableData` accessors ask first: one acquiring load and one probe of
    /// the published table, no lock, no reference counting, no allocation.
    ///
    /// - Parameter key: The `ObjectIdentifier` bit pattern of the type.
    /// - Complexity: O(1).
    @inline(__always)
    static func directLayout(forKey key: Int) -> _SynthesisDirectLayout {
        guard let table = UnsafePointer<_SynthesisPlanTable>(bitPattern: published.load(ordering: .acquiring)) else {
            return .general
        }
        return table.pointee.directLayout(for: key)
    }

    /// The plan of a type, or the error that prevents one, building it on first use.
    ///
    /// - Complexity: O(1) once the type's plan is built (under the lock).
    static func result<Root>(for type: Root.Type) -> Result<_SynthesisPlan, AnimatableSynthesisError> {
        let key = ObjectIdentifier(type)
        if let cached = state.withLock({ $0.results[key] }) {
            return cached
        }
        let built = _SynthesisPlanBuilder.build(type)
        return state.withLock { state in
            if let published = state.results[key] { return published }
            state.results[key] = built
            if case .success = built {
                let plans = state.results.compactMap { key, result in
                    (try? result.get()).map { (Int(bitPattern: key), $0) }
                }
                // Never freed: a reader may still hold the table this one replaces.
                let table = UnsafeMutablePointer<_SynthesisPlanTable>.allocate(capacity: 1)
                table.initialize(to: _SynthesisPlanTable(plans))
                state.tables.append(table)
                published.store(Int(bitPattern: table), ordering: .releasing)
            }
            return built
        }
    }
}
