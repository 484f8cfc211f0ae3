/// The context of a state change: the animation it carries and how it may be changed on its way
/// down the graph, as SwiftUI's `Transaction`.
///
/// Every write to a state node happens in a transaction: the one opened by
/// ``AnimationGraph/withTransaction(_:_:)`` or ``AnimationGraph/withAnimation(_:_:)`` around it, or
/// an empty one (no animation). The transaction travels with the change: an animatable node the
/// change reaches animates with the transaction's ``animation``, after the scoped modifiers around
/// the node (``AnimationGraph/animation(_:value:_:)``, ``AnimationGraph/transaction(_:_:)``) have
/// had their say.
public struct Transaction {
    /// The animation of the change; `nil` for none: the model value jumps.
    public var animation: Animation?
    /// When `true`, ``AnimationGraph/animation(_:value:_:)`` scopes leave the animation alone;
    /// the transaction's own animation still runs, as in SwiftUI.
    public var disablesAnimations: Bool
    /// Whether the change is part of a continuous interaction, such as a drag. Carried along for
    /// scopes and completions to read; the engine itself does not act on it.
    public var isContinuous: Bool
    /// Whether the change should track velocity, as SwiftUI's gestures ask. Carried along; springs
    /// always keep their velocity when they merge.
    public var tracksVelocity: Bool

    var values: [ObjectIdentifier: Any] = [:]
    var completions: [Completion] = []

    /// A completion handler added with ``addAnimationCompletion(criteria:_:)``.
    struct Completion {
        let criteria: AnimationCompletionCriteria
        let handler: () -> Void
        /// The handler's identity: every copy of the transaction carries the same token, so that
        /// the writes of one transaction applied in several passes wait under one handler.
        let token = _CompletionToken()
    }

    /// Creates a transaction.
    ///
    /// - Parameter animation: The animation of the change; `nil` for none.
    public init(animation: Animation? = nil) {
        self.animation = animation
        disablesAnimations = false
        isContinuous = false
        tracksVelocity = false
    }

    /// The custom value for `key`, or its default value.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a handler to call once the animations this transaction starts meet `criteria`.
    ///
    /// The handler runs exactly once, in the frame where the criterion is met, after the frame's
    /// evaluation, so it may write state (starting a new transaction, as chained animations in
    /// SwiftUI are written). If the transaction starts no animation, it runs at the end of the frame
    /// that applies the change.
    ///
    /// - Parameters:
    ///   - criteria: `.logicallyComplete` (the default) waits for this transaction's animations to be
    ///     logically complete, ignoring animations added by later changes; `.removed` waits until
    ///     the nodes they animate have no animation left at all.
    ///   - completion: The handler.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(Completion(criteria: criteria, handler: completion))
    }

    /// Whether any completion handler was added.
    public var hasAnimationCompletions: Bool { !completions.isEmpty }

    /// Merges this transaction, opened inside `outer`, into it, as SwiftUI merges a nested
    /// `withTransaction` or `withAnimation` into the transaction in force: this transaction's
    /// animation and settings stay, `outer`'s custom values that this one does not set are added, and
    /// `outer`'s completion handlers come first, so that they also wait for this one's animations.
    /// Runs the completion handlers at once: for a transaction that wrote nothing, whose handlers
    /// have no animation to wait for. Not API.
    package func _runAnimationCompletions() {
        for completion in completions { completion.handler() }
    }

    package mutating func merge(under outer: Transaction) {
        values.merge(outer.values) { inner, _ in inner }
        completions = outer.completions + completions
    }
}
