// # Rules for changing the graph's storage
//
// The storage trades Swift's checks for speed: unsafe buffers indexed without bounds checks in
// release, `@exclusivity(unchecked)` state, base addresses held in locals, rules and observers
// called from the middle of a walk. A broken rule shows as a use-after-free or a wrong value, often
// far from its cause. These are the rules; the tests check what can be checked (see the end).
//
// ## Which code changes together
//
// - **An evaluation's bookkeeping.** Every path that runs a rule finishes it the same way: the
//   cause carried (`carryCause`) before `verifiedEpoch` moves, then `state = .upToDate`,
//   `verifiedEpoch = epoch`, and `changedEpoch = epoch` if the value changed. The paths are the
//   update walk (`walk(from:mode:)`, whose three modes are one body), the run shortcut
//   (`updateRun`), the cold and nested evaluation (`evaluateUnobserved`), and the observer's
//   (`evaluateObserved`, `evaluateLeanObserved`, `evaluateHeld`, `evaluateHeldInFull`). A new
//   per-node fact an evaluation records goes into all of them.
// - **A node's changed inputs.** "The sources whose `changedEpoch` is after the node's
//   `verifiedEpoch`" is computed in the walk (the held mode counts them), `evaluateObserved`,
//   `evaluateLeanObserved`, `holdChangedInputs`, `largestCause` and `changedSources`: one rule,
//   spelled with `_Epoch.isAfter` everywhere.
// - **The marking walks and the run hints.** `markDependentsStale`, `markPossiblyStale` (observed
//   and unobserved copies, and the known run marked by number) and `remove`'s marking of readers
//   leave the same states; the hints they note (`_RunHint`, `knownRuns`) hold only while
//   `structureVersion` is unchanged, so every change to an edge list bumps it (`insertSourceEdge`,
//   `freeEdgeSlot`, `remove`).
// - **State and its bookkeeping.** A new buffer is freed in `deinit`; a new field the structural
//   check reads is copied by `structuralCopy()`; a new invariant is checked in
//   `invariantViolations()`, with a `_StorageDefect` and a test that breaks it.
//
// ## When base addresses must be loaded again
//
// A buffer moves when it grows (`_GrowableBuffer.grow`): when a node is created, an edge added or a
// stack deepened. Any call that can run a rule or call the observer can do all three, so after it
// every address taken before it is stale: a buffer's `base`, a record's address (`nodes + i`), a
// `_WalkBases`. Such calls are `bringUpToDate`, `run`, `rerun` and every `evaluate…`,
// `handOverHeldEvaluations` and `reportHeldEvaluations`, every `observer?.graph(…)` and
// `notifyInvalidated`, and the public operations that end in them (`write`, `remove`, `addNode`,
// `addSourceEdge`, `dropSourceEdges`). A walk makes each such call through
// `reentrantCall(reloading:_:)`, which loads its `_WalkBases` again after the call; a walk that
// grows a buffer itself takes that buffer's new address on the spot. Code outside the walks goes
// through the buffers (`records[i]`), which load the address at each use.
//
// ## What may not span a re-entrant call
//
// - An address into a buffer, as above, and an `inout` or `_modify` access to a buffer's element:
//   `records[i].state = f()` with an `f` that can re-enter is written as a load into a local first.
// - A walk's depth held in a local: stored back (`stack.count = top + 1`) before the call, so that
//   a nested pull stacks above the walk's entries and a cycle error can name them.
// - The read cursor: a walk or evaluation saves `cursor` before it sets it for a rule and restores
//   it after; the observer is called only with the walk's own cursor restored, so no rule runs
//   while it is called.
// - The epoch held in a local: read again after a call that can reach the observer, which may write
//   (nothing else writes while a rule runs).
// - Flags decided once per walk (`hasObserver`, `batchesEvaluations`, the walk's mode): the
//   observer cannot change while a rule runs (`observerWillChange` stops it), and the marking walk
//   does not nest (an observer may not write from its callback: a nested marking walk would start
//   its stack at the bottom again).
//
// ## What checks the rules
//
// In debug builds (the tests'), `_GrowableBuffer`'s subscript asserts its index is below `count`,
// and with `ANIMATIC_INTERNAL_CHECKS=1` in the environment, the structural check
// (`invariantViolations()`) runs after every outermost update and stops the process at the first
// violation (see `+Invariants`); CI runs GraphCore's and Animatic's tests so. The address sanitizer
// run (`.ci/sanitize`) catches a stale address that a test reaches. Release builds check none of
// this: the asserts compile away, and the flag is not even read.

/// The engine behind ``DependencyGraph``: node records, the edge pool, the value types' tables and
/// the evaluation algorithms, none of them recursive.
///
/// ## How an update works
///
/// A write to an input marks the rules that read it *stale* and, walking the dependent lists with
/// an explicit stack, everything further downstream *possibly stale*. Pulling a node that is not up
/// to date walks its source lists depth first with an explicit stack: a possibly stale node first
/// brings every source up to date; if one of them changed after the node was last verified (its
/// `changedEpoch` is newer), the node re-evaluates, otherwise it is verified without running
/// (equality cutoff). An evaluation never walks its dependents: each finds out when pulled. Because every
/// known source is brought up to date before a rule runs, its reads are plain loads; only a read of
/// a node the rule never read before can start a nested pull.
///
/// A node that has never been evaluated has no known sources, so pulling it runs its rule, whose
/// reads may pull further unevaluated nodes: each is a closure waiting on the native stack for the
/// one it reads, and nothing else runs (a pull evaluates exactly what it reads). When the current
/// stack's budget is spent, the pull goes on on a fresh stack (`_StackHop`): a helper thread runs
/// the nested evaluation while the calling thread waits for it, so the calls stay strictly
/// sequential and a chain of a million new rules pulls cold without overflowing any stack. The
/// memory it takes is the native frames of the closures waiting, as with any recursive pull.
///
/// Reads inside a rule record edges against a cursor into the rule's previous source list: a rule
/// that reads the same sources in the same order as last time creates and removes no edges at all.
///
/// ## Runs
///
/// The marking walk notes each run of 32 or more rules it goes along, each the single dependent of
/// the one before (`_RunHint`). A pull that starts at a run's last rule brings the run's first up
/// to date and then goes down the run (`updateRun`), each rule once its one source is up to date,
/// instead of descending into every rule first; it checks the graph at each step, and where the
/// graph is not as the hint said, the usual walk takes over. A run whose rules are numbered in
/// order is also kept as known (`knownRuns`): the next write marks it by number, and the pull
/// expects each next rule's number before its edge confirms it. Every hint holds only while the
/// graph's edges are as they were (`structureVersion`).
///
/// ## Where each part lives
///
/// This file holds the stored state, grouped under a `MARK` for each concern, named after the
/// extension, in a file of its own, that uses it: `+Creation` (nodes and value types),
/// `+Inspection` (names, lists and values for the public inspection API), `+Reading` (the read a
/// rule makes, and the entry into a pull), `+Pull` (the update walk and evaluation), `+Observer`
/// (the observer's lifecycle and the reports of an observed evaluation), `+Edges` (recording reads,
/// and the edge pool), `+Invalidation` (writes, the marking walks and the run hints), `+Outputs`,
/// `+Removal`, `+Causes` (what each change came from), and `+Invariants` (the structural check).
/// Every buffer is a `_GrowableBuffer`; the nodes' values and closures are in slots of a
/// `_SlotArena`; epochs are `_Epoch`s; a walk holds the buffers' addresses in a `_WalkBases`.
///
/// The rules for changing this code are at the top of this file.
@usableFromInline
final class _GraphStorage {
    @usableFromInline static let none = UInt32.max

    // MARK: - Nodes and value types (`+Creation`, `+Inspection`, `+Removal`)

    /// One record per node ever created, removed ones included; `count` is the node count.
    @exclusivity(unchecked) @usableFromInline var records = _GrowableBuffer<_NodeRecord>(capacity: 64)
    /// The nodes' values and closures, a slot a node (see `_SlotArena`).
    @exclusivity(unchecked) var slots = _SlotArena()
    /// The names nodes are shown by: the name given, or for the second node given a name already
    /// used, the name and its rank (`x (2)`); by node index, up to the last node given a name.
    @exclusivity(unchecked) var names: [String?] = []
    /// Each shown name taken (`x`, `x (2)`): the node shown by it, and for a name given again, the
    /// last rank shown, to make the next shown name unique.
    @exclusivity(unchecked) var nameUses: [_NameKey: _NameUse] = [:]
    /// The nodes of every name given to more than one node, in creation order.
    @exclusivity(unchecked) var duplicateNames: [String: [UInt32]] = [:]
    /// The value types' tables, each retained once; indexed without bounds checks.
    @exclusivity(unchecked) @usableFromInline var types = _GrowableBuffer<Unmanaged<_AnyNodeType>>(capacity: 8)
    @exclusivity(unchecked) var typeIndex: [TypeKey: UInt16] = [:]
    /// The key and number `typeNumber` returned last; `nil` before the first node.
    @exclusivity(unchecked) var lastTypeKey: TypeKey?
    @exclusivity(unchecked) var lastTypeNumber: UInt16 = 0
    /// Whether the graph is still in use: `tearDown()` clears it, and a structural copy never has it.
    @exclusivity(unchecked) var isAlive = true

    struct TypeKey: Hashable {
        let type: ObjectIdentifier
        let isEquatable: Bool
    }

    // MARK: - Edges (`+Edges`)

    /// The edge pool: index 0 is the null edge, `count` is the high-water mark, and freed edges are
    /// chained through `nextSource` from `freeEdge`.
    @exclusivity(unchecked) @usableFromInline var edges = _GrowableBuffer<_Edge>(capacity: 64)
    @exclusivity(unchecked) var freeEdge: UInt32 = 0
    @exclusivity(unchecked) var liveEdgeCount = 0
    /// Counts the changes to the edges: a run hint taken at another count may no longer hold.
    @exclusivity(unchecked) var structureVersion: UInt32 = 0

    // MARK: - Reading (`+Reading`, and `+Edges`, which records the reads)

    /// The running rule and where its reads are recorded, saved and restored whole.
    @exclusivity(unchecked) @usableFromInline var cursor = _ReadCursor.idle
    /// The last read-mark serial handed out, less its low bit; even, and growing by 2.
    @exclusivity(unchecked) var nextSerial: UInt32 = 0
    /// From this serial on, a pull from outside any rule clears every read mark and starts the
    /// serials again: no evaluation holds marks then. The 2^20 serials above it are for the
    /// evaluations a single pull runs.
    static let readSerialResetPoint: UInt32 = UInt32.max - (1 << 21)
    /// The serials stop short of `unmarkedSerial`: an evaluation of a pull that used them all up
    /// reads with no marks, finding repeated reads in its source list.
    static let lastReadSerial: UInt32 = UInt32.max - 3
    /// The serial of an evaluation that reads with no marks.
    static let unmarkedSerial: UInt32 = UInt32.max
    /// The read marks that the rules of a pull from inside a marking rule changed, each with the
    /// mark it replaced: put back when the pull returns, so that the rule's marks still say what it
    /// has read (see `bringUpToDateKeepingMarks`).
    @exclusivity(unchecked) var markLog: [_MarkChange] = []
    /// How many pulls that keep their readers' marks are running, one inside another.
    @exclusivity(unchecked) var markKeepingDepth = 0
    /// The index of a running rule's cut-off chain, once looking through it grew long (see
    /// `_CutOffIndex`); `nil` otherwise.
    @exclusivity(unchecked) var cutOffIndex: _CutOffIndex?
    /// How many edges of a cut-off chain a read looks through before the chain is indexed.
    static let cutOffScanLimit = 64
    /// How many edges recording reads has looked at to find a read in a source list (tests pin
    /// that it stays linear in the reads).
    @exclusivity(unchecked) var readRecordingSteps = 0
    /// The entries `markLog` keeps room for between pulls; a larger log is given back.
    static let keptMarkLogCapacity = 64 * 1024
    /// The rule being evaluated, also while `withoutDependencies` sets its reads aside; `none`
    /// between updates. What a rule may not do (write, remove, change the observer) checks this.
    var runningRule: UInt32 { cursor.rule != _GraphStorage.none ? cursor.rule : cursor.suspendedRule }
    /// The stack a pull may use on the thread that calls into the graph, in bytes, before nested
    /// evaluations go on on a fresh stack.
    static let callerStackBudget = 256 * 1024
    /// The lowest stack address the current pull may reach before it goes on on a fresh stack.
    @exclusivity(unchecked) var stackLimit: UInt = 0
    /// The addresses of the stack the latest pull from outside any rule started on, if known.
    @exclusivity(unchecked) var callerStack: Range<UInt>?

    // MARK: - The update walk (`+Pull`)

    /// The graph's clock of changes (see `_Epoch`): moves on at every write that changes an input
    /// (`+Invalidation`) and at every removal.
    @exclusivity(unchecked) var epoch = _Epoch.first
    /// The update walk's explicit stack; an evaluation's entry stays on it while its rule runs.
    @exclusivity(unchecked) var stack = _GrowableBuffer<_StackEntry>(capacity: 64)
    /// The most entries the update stack keeps room for between pulls (512 KB); a pull that needed
    /// more gives the memory back when it ends.
    static let keptStackCapacity = 64 * 1024
    /// How many nodes ahead an evaluation asks for a rule's closure context (`prefetchClosure`).
    static let prefetchDistance = 16

    // MARK: - Invalidation and run hints (`+Invalidation`; `_RunHint`)

    /// The marking walk's stack; its depth is kept in a local while the walk runs.
    @exclusivity(unchecked) var markStack = _GrowableBuffer<UInt32>(capacity: 64)
    /// The long runs of single dependents the latest markings went along, at most `runHintLimit`:
    /// a new one replaces the oldest.
    @exclusivity(unchecked) var runHints = _GrowableBuffer<_RunHint>(capacity: _GraphStorage.runHintLimit)
    /// Where the next hint goes once `runHints` is full.
    @exclusivity(unchecked) var nextRunHint = 0
    /// Runs whose rules are numbered one after the other, top to bottom, as a chain made in a loop
    /// is: the marking walk marks such a run by number, without following its edges, while the
    /// graph's edges are as they were (`version`). At most `runHintLimit`, the oldest replaced.
    @exclusivity(unchecked) var knownRuns = _GrowableBuffer<_RunHint>(capacity: _GraphStorage.runHintLimit)
    /// How many run hints the graph keeps; a pull looks through them all.
    static let runHintLimit = 8
    /// The fewest rules a run has for the marking walk to note it: a shorter one gains less from
    /// skipping the descent than the hint costs.
    static let minimumRunLength = 32

    // MARK: - Observation (`+Observer`)

    unowned(unsafe) var owner: DependencyGraph! {
        didSet { unmanagedOwner = owner.map { Unmanaged.passUnretained($0) } }
    }
    /// `owner`, for the evaluation path to borrow without the retain a load of `owner` costs.
    @exclusivity(unchecked) var unmanagedOwner: Unmanaged<DependencyGraph>?
    @exclusivity(unchecked) var observer: (any GraphObserver)? {
        willSet { observerWillChange() }
        didSet { observerDidChange() }
    }
    /// The observer, boxed and retained once, for the evaluation path to borrow.
    @exclusivity(unchecked) var observerBox: Unmanaged<_ObserverBox>?
    /// How many evaluation callbacks (`willEvaluate`, `didEvaluate`) are running, nested.
    @exclusivity(unchecked) var evaluationReports = 0
    /// Boxes of observers replaced during an evaluation callback, released when it returns.
    @exclusivity(unchecked) var retiredObserverBoxes: [Unmanaged<_ObserverBox>] = []
    /// Whether the observer wants to hear of every invalidation.
    @exclusivity(unchecked) var observesInvalidations = false
    /// While set, nothing is reported to the observer (see `DependencyGraph.withoutObservation`).
    @exclusivity(unchecked) var isMuted = false
    /// The changed inputs of the evaluations being observed, captured before each runs; a stack, as
    /// evaluations nest.
    @exclusivity(unchecked) var changedScratch = _GrowableBuffer<UInt32>(capacity: 64)
    /// Whether the observer wants old values boxed before each evaluation.
    @exclusivity(unchecked) var observesOldValues = false
    /// Whether the observer wants evaluations reported but neither their starts, nor old values,
    /// nor invalidations: the update walk then runs its rules as it does unobserved (`rerun`).
    @exclusivity(unchecked) var observesEvaluationsOnly = false
    /// Whether an observer is attached: one byte to test on hot paths instead of an existential.
    @exclusivity(unchecked) var hasObserver = false
    /// Whether the observer takes the update walk's evaluations in batches: it wants evaluations
    /// only, and says so with `_reportsEvaluationsInBatches`. The walk then holds each report in
    /// `heldEvaluations` instead of calling the observer.
    @exclusivity(unchecked) var batchesEvaluations = false
    /// How many evaluation reports an update walk holds before it hands them over: enough to
    /// make the observer's call cheap per report (a scalar value travels in the report, so the
    /// observer reads few nodes), few enough that the buffer stays in the first-level cache
    /// (4 KB).
    static let heldEvaluationLimit = 256
    /// The held walk's count of a node's changed inputs when it cannot vouch for the count: as for
    /// two or more, the evaluation goes over the node's sources itself.
    static let inputsUnknown: UInt32 = 2
    /// The reports the observer has not received yet, in the order the rules ran (see
    /// `handOverHeldEvaluations`), and their changed inputs.
    @exclusivity(unchecked) @usableFromInline var heldEvaluations = _GrowableBuffer<_HeldEvaluation>(
        capacity: _GraphStorage.heldEvaluationLimit)
    @exclusivity(unchecked) var heldInputs = _GrowableBuffer<UInt32>(capacity: 64)
    /// The causes and whole nodes of the held reports that have a detail, in their order.
    @exclusivity(unchecked) var heldDetails = _GrowableBuffer<_HeldDetail>(capacity: 16)
    /// How many held reports are not plain (see `_HeldEvaluation`): with none, the observer
    /// can take the batch as it is.
    @exclusivity(unchecked) var heldIrregularCount = 0
    /// Whether `updateOutputs()` is pulling: its pulls leave their reports held, and it hands them
    /// over once, at the end.
    @exclusivity(unchecked) var isUpdatingOutputs = false

    // MARK: - Causes (`+Causes`)

    /// Each node's ``ChangeCause``, by node index; empty until a write gives a cause.
    @exclusivity(unchecked) var causes = _GrowableBuffer<UInt32>(capacity: 0)
    /// Whether a write gave a cause: from then on `causes` has a slot for every node.
    @exclusivity(unchecked) var tracksCauses = false
    /// The epoch at the latest write that gave a cause: a rule verified at or after it has no
    /// changed source a cause came with, so carrying its cause costs one compare.
    @exclusivity(unchecked) var causeEpoch = _Epoch.zero

    // MARK: - Watching (`+Watching`)

    /// Whether reads made outside any rule are logged in `topLevelReads`.
    @exclusivity(unchecked) @usableFromInline var logsTopLevelReads = false
    /// The nodes read outside any rule while `logsTopLevelReads` is on, in order.
    @exclusivity(unchecked) var topLevelReads: [UInt32] = []
    /// The watched nodes, a bit each by index: read from outside any rule while reads were logged.
    @exclusivity(unchecked) var watchedBits = _NodeBits()
    /// The watched nodes whose value changed since the consumer last took them.
    @exclusivity(unchecked) var watchedChanges: [UInt32] = []
    /// Whether more watched nodes changed than `watchedChanges` keeps.
    @exclusivity(unchecked) var watchedChangesOverflowed = false

    // MARK: - Outputs (`+Outputs`)

    /// Outputs waiting to be pulled by `updateOutputs()`.
    @exclusivity(unchecked) var outputQueue: [UInt32] = []
    /// The empty buffer `updateOutputs()` swaps with `outputQueue`, kept for its capacity.
    @exclusivity(unchecked) var drainQueue: [UInt32] = []
    /// The late outputs of the queue being pulled, held until the others are up to date.
    @exclusivity(unchecked) var lateOutputs: [UInt32] = []
    /// Rules created from this index on have not been offered to `updateOutputs()` yet: new nodes
    /// are scanned as a range rather than queued one by one (a million new rules, no queue).
    @exclusivity(unchecked) var firstNewNode: UInt32 = 0
    /// Whether a rule was created since the last `updateOutputs()`.
    @exclusivity(unchecked) var hasNewRules = false

    // MARK: - Barriers (`+Barriers`)

    /// Whether any node was made a barrier: until one is, the marking walks test no node for it.
    @exclusivity(unchecked) var hasBarriers = false
    /// The barriers, a bit each by index (see `DependencyGraph.markBarrier(_:rank:)`).
    @exclusivity(unchecked) var barrierBits = _NodeBits()
    /// The barriers a marking walk reached and stopped at, a bit each by index: not yet settled.
    @exclusivity(unchecked) var pendingBarrierBits = _NodeBits()
    /// The rank of each barrier given one (see `DependencyGraph.markBarrier(_:rank:)`); 0 for the
    /// others.
    @exclusivity(unchecked) var barrierRanks: [UInt32: UInt32] = [:]
    /// The pending barriers, a heap in the order they are settled (rank, then number), with the
    /// epoch at which each was reached: a change of the barrier's value at that epoch or later is
    /// one the nodes below it have not been told of.
    @exclusivity(unchecked) var pendingBarriers: [(node: UInt32, rank: UInt32, reached: _Epoch)] = []
    /// Whether `settleBarriers()` is running: a read it makes from outside any rule does not
    /// start another.
    @exclusivity(unchecked) var isSettlingBarriers = false

    // MARK: - Internal checks (`+Invariants`; debug builds only)

    #if DEBUG
        /// Whether this graph runs the structural check after every outermost update: as the
        /// process asked (`internalChecksRequested`), unless a test set it.
        @exclusivity(unchecked) var runsInternalChecks = _GraphStorage.internalChecksRequested
        /// How many updates from outside any rule are running, nested (an observer's callback can
        /// start one inside another): the check runs when the outermost one ends.
        @exclusivity(unchecked) var outermostUpdateDepth = 0
        /// How many times the structural check ran after an update, for the tests of the flag.
        @exclusivity(unchecked) var internalChecksRun = 0
    #endif

    // MARK: - Life cycle

    init() {
        edges.append(_Edge(source: 0, target: 0, nextSource: 0, previousDependent: 0, nextDependent: 0))
    }

    deinit {
        records.deallocate()
        slots.deallocate()
        edges.deallocate()
        stack.deallocate()
        markStack.deallocate()
        runHints.deallocate()
        knownRuns.deallocate()
        changedScratch.deallocate()
        heldEvaluations.deallocate()
        heldInputs.deallocate()
        heldDetails.deallocate()
        causes.deallocate()
        observerBox?.release()
        for box in retiredObserverBoxes { box.release() }
        for number in 0..<types.count { types[number].release() }
        types.deallocate()
    }

    /// The number of nodes ever created, removed ones included.
    var nodeCount: Int { records.count }

    // MARK: - Calls out of a walk

    /// The buffers' base addresses as they are now, for a walk to hold (see `_WalkBases`).
    @inline(__always)
    var walkBases: _WalkBases {
        _WalkBases(nodes: records.base, links: edges.base, entries: stack.base, marks: markStack.base)
    }

    /// Makes `call`, which can run a rule or call the observer, from a walk that holds the buffers'
    /// addresses in `bases`, and loads them again after it: any buffer may have moved.
    ///
    /// The one way a walk calls out (see the rules at the top of this file). What else must not
    /// span the call (the walk's depth, its cursor, its epoch) is the walk's to store and restore.
    @inline(__always)
    func reentrantCall<Result>(reloading bases: inout _WalkBases, _ call: () -> Result) -> Result {
        let result = call()
        bases = walkBases
        return result
    }
}
