import AnimationCore

extension AnimationGraph {
    /// Creates a keyframe animator that plays its keyframes once each time `trigger` changes, as
    /// SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    ///
    /// The node's value is the timeline's value at the time elapsed since the run started. Before
    /// the first change it is `initialValue`; after a run it holds the timeline's end value. It
    /// depends on time only while a run plays.
    ///
    ///     let taps = graph.state(0, name: "taps")
    ///     let rotation = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { taps.value }) {
    ///         KeyframeTrack {
    ///             LinearKeyframe(15.0, duration: 0.125)
    ///             LinearKeyframe(-15.0, duration: 0.25)
    ///             LinearKeyframe(0.0, duration: 0.125)
    ///         }
    ///     }
    ///
    /// A trigger change while a run plays restarts it from the beginning of the timeline. The
    /// timeline is built once, from `initialValue`: where SwiftUI hands its keyframes closure the
    /// value the previous run ended on, every run here starts from `initialValue`, so a timeline
    /// that does not end where it starts jumps back to its start when it plays again.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`. The trigger's rule is
    ///     named `name.trigger`.
    ///   - initialValue: The value the timeline starts from.
    ///   - trigger: Read like a rule; each change of its value plays the keyframes. Its value when
    ///     the animator is created is the baseline, so a change written before the first frame
    ///     plays them too.
    ///   - content: The tracks, built like SwiftUI's `KeyframeTrack { LinearKeyframe(...) ... }`.
    /// - Returns: The node; its value is the timeline's value at the elapsed time.
    public func keyframeAnimator<Value, Trigger: Equatable>(
        name: String? = nil, initialValue: Value, trigger: @escaping () -> Trigger,
        @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) -> Node<Value> {
        let node = keyframeNode(name: name, initialValue: initialValue, trigger: trigger, content: content)
        return keyframeAnimator(node, name: name)
    }

    /// Creates a keyframe animator of an `Equatable` value that plays its keyframes once each time
    /// `trigger` changes: a frame that presents an equal value stops propagation. Otherwise the same
    /// as the form for any value, above.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - initialValue: The value the timeline starts from.
    ///   - trigger: Read like a rule; each change of its value plays the keyframes. Its value when
    ///     the animator is created is the baseline, so a change written before the first frame
    ///     plays them too.
    ///   - content: The tracks.
    /// - Returns: The node; its value is the timeline's value at the elapsed time.
    public func keyframeAnimator<Value: Equatable, Trigger: Equatable>(
        name: String? = nil, initialValue: Value, trigger: @escaping () -> Trigger,
        @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) -> Node<Value> {
        let node = keyframeNode(name: name, initialValue: initialValue, trigger: trigger, content: content)
        let rule = dependencyGraph.rule(name: name) { node.evaluate() }
        register(node, as: rule.id)
        return Node(rule: rule)
    }

    /// Creates a keyframe animator that plays its keyframes from the first frame that sees it, for
    /// ever or once, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    ///
    /// The node's value is the timeline's value at the time elapsed since the current run started.
    /// Repeating, each run starts where the last ended and the node depends on time for ever;
    /// playing once, it holds the timeline's end value afterwards and the time edge is dropped. A
    /// timeline that lasts no time never plays.
    ///
    ///     let bounce = graph.keyframeAnimator(name: "bounce", initialValue: 0.0) {
    ///         KeyframeTrack {
    ///             CubicKeyframe(-30.0, duration: 0.3)
    ///             CubicKeyframe(0.0, duration: 0.3)
    ///         }
    ///     }
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - initialValue: The value the timeline starts from.
    ///   - repeating: Whether the keyframes play again when they end; `true` by default.
    ///   - content: The tracks, built like SwiftUI's `KeyframeTrack { LinearKeyframe(...) ... }`.
    /// - Returns: The node; its value is the timeline's value at the elapsed time.
    public func keyframeAnimator<Value>(
        name: String? = nil, initialValue: Value, repeating: Bool = true,
        @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) -> Node<Value> {
        let node = _KeyframeAnimatorNode(
            graph: self, timeline: KeyframeTimeline(initialValue: initialValue, content: content), repeats: repeating)
        return keyframeAnimator(node, name: name)
    }

    /// Creates a keyframe animator of an `Equatable` value that plays its keyframes from the first
    /// frame that sees it, for ever or once: a frame that presents an equal value stops
    /// propagation. Otherwise the same as the form for any value, above.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - initialValue: The value the timeline starts from.
    ///   - repeating: Whether the keyframes play again when they end; `true` by default.
    ///   - content: The tracks.
    /// - Returns: The node; its value is the timeline's value at the elapsed time.
    public func keyframeAnimator<Value: Equatable>(
        name: String? = nil, initialValue: Value, repeating: Bool = true,
        @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) -> Node<Value> {
        let node = _KeyframeAnimatorNode(
            graph: self, timeline: KeyframeTimeline(initialValue: initialValue, content: content), repeats: repeating)
        let rule = dependencyGraph.rule(name: name) { node.evaluate() }
        register(node, as: rule.id)
        return Node(rule: rule)
    }

    private func keyframeAnimator<Value>(_ node: _KeyframeAnimatorNode<Value>, name: String?) -> Node<Value> {
        let rule = dependencyGraph.rule(name: name) { node.evaluate() }
        register(node, as: rule.id)
        return Node(rule: rule)
    }

    /// Registers a keyframe animator's driver and what it owns under its rule `id`.
    private func register<Value>(_ node: _KeyframeAnimatorNode<Value>, as id: NodeID) {
        roles[id] = .keyframeAnimator
        node.id = id
        sequencers.append(node)
        if let trigger = node.triggerNode {
            addSequencerTrigger(trigger, drives: id)
            ownedNodes[id] = [trigger]
        }
    }

    private func keyframeNode<Value, Trigger: Equatable>(
        name: String?, initialValue: Value, trigger: @escaping () -> Trigger,
        content: () -> some Keyframes<Value>
    ) -> _KeyframeAnimatorNode<Value> {
        let baseline = dependencyGraph.withoutDependencies { trigger() }
        let triggerRule = dependencyGraph.rule(name: name.map { "\($0).trigger" }, trigger)
        roles[triggerRule.id] = .sequencerInternal
        let graph = dependencyGraph
        return _KeyframeAnimatorNode(
            graph: self, timeline: KeyframeTimeline(initialValue: initialValue, content: content), repeats: false,
            triggerNode: triggerRule.id,
            readTrigger: { [unowned(unsafe) graph] in
                let value = triggerRule.value
                return TriggerReading(
                    epoch: graph.changeEpoch(of: triggerRule.id), differsFromBaseline: value != baseline)
            },
            peekTrigger: { [unowned(unsafe) graph] in
                // Called only once the animator's evaluation read the trigger: its value is there.
                let value = graph.currentValue(of: triggerRule.id) as? Trigger
                return TriggerReading(
                    epoch: graph.changeEpoch(of: triggerRule.id), differsFromBaseline: value != baseline)
            })
    }
}
