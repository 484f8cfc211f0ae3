/// A view whose content follows a keyframe timeline, as SwiftUI's `KeyframeAnimator`.
///
/// The content closure receives the timeline's value and runs again at every frame while the
/// keyframes play:
///
///     KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///         Image(systemName: "heart").scaleEffect(scale)
///     } keyframes: { _ in
///         SpringKeyframe(1.4, duration: 0.2)
///         SpringKeyframe(1.0, duration: 0.4)
///     }
///
/// With a trigger, each change of the trigger plays the keyframes once (a change while they play
/// starts them again); before the first change the value is `initialValue`, and after a run it is
/// the timeline's end. Without one (`repeating:`), they play from the view's appearance, for ever
/// by default.
///
/// In the graph, the view is the engine's keyframe animator (named `KeyframeAnimator`, with its
/// trigger `KeyframeAnimator.trigger`), which depends on time only while the keyframes play, and
/// a rule `KeyframeAnimator.content` that calls the content closure with its value.
///
/// The keyframes closure is called once, with `initialValue`, when the view appears: where
/// SwiftUI hands it the value the previous run ended on, every run here starts from
/// `initialValue` (the article *Differences from SwiftUI* says so).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes<Value>, Content: View>: _PrimitiveView,
    CustomStringConvertible
{
    let initialValue: Value
    let trigger: _TriggerValue?
    let repeats: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes once each time `trigger` changes.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the first run, which the timeline starts from.
    ///   - trigger: A value whose every change plays the keyframes.
    ///   - content: The view for a value.
    ///   - keyframes: The tracks, built like SwiftUI's; called with the value they start from.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = _TriggerValue(trigger)
        repeats = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes from the view's appearance, for ever or once.
    ///
    /// - Parameters:
    ///   - initialValue: The value the timeline starts from.
    ///   - repeating: Whether the keyframes play again when they end; `true` by default.
    ///   - content: The view for a value.
    ///   - keyframes: The tracks, built like SwiftUI's; called with the value they start from.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        repeats = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// `KeyframeAnimator(initialValue: …, trigger: …)`.
    public var description: String {
        let initial = TraceValue(initialValue).description
        return "KeyframeAnimator(initialValue: \(initial), "
            + (trigger.map { "trigger: \($0))" } ?? "repeating: \(repeats))")
    }

    /// Builds the keyframe animator and its content rule. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let name = inputs.nodeName("KeyframeAnimator")
        let sample = view.peek()
        let path = sample.keyframes(sample.initialValue)
        let node =
            if sample.trigger != nil {
                graph.keyframeAnimator(
                    name: name, initialValue: sample.initialValue, trigger: { view.read().trigger }, content: { path })
            } else {
                graph.keyframeAnimator(
                    name: name, initialValue: sample.initialValue, repeating: sample.repeats, content: { path })
            }
        inputs.subtree.add(node.id)
        let dependencies = graph.dependencyGraph
        let initial = sample.initialValue
        let input = _GraphValue(
            read: { _SequencerContentInput(view: view.read(), value: node.value) },
            peek: { [unowned dependencies] in
                _SequencerContentInput(
                    view: view.peek(), value: dependencies.currentValue(of: node.id) as? Value ?? initial)
            })
        return _CompositeView<_SequencerContentInput<Self, Value>>.makeBody(
            input, name: name, inputs, shortName: "KeyframeAnimator", bodySuffix: "content"
        ) { $0.view.content($0.value) }
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["KeyframeAnimator", default: 0] += 1
    }
}

extension View {
    /// Plays keyframes on the view once each time `trigger` changes, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`: `content` receives the view (as
    /// a placeholder) and the timeline's value.
    ///
    ///     Image(systemName: "bell")
    ///         .keyframeAnimator(initialValue: 0.0, trigger: rings) { content, angle in
    ///             content.rotationEffect(.degrees(angle))
    ///         } keyframes: { _ in
    ///             LinearKeyframe(15.0, duration: 0.1)
    ///             LinearKeyframe(0.0, duration: 0.1)
    ///         }
    ///
    /// - Parameters:
    ///   - initialValue: The value before the first run, which the timeline starts from.
    ///   - trigger: A value whose every change plays the keyframes.
    ///   - content: The view for a value, made from the placeholder of this one.
    ///   - keyframes: The tracks; called with the value they start from.
    /// - Returns: The view, driven by a ``KeyframeAnimator``.
    public func keyframeAnimator<Value, KeyframePath: Keyframes<Value>, Modified: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> ModifiedContent<Self, _PlaceholderHost<KeyframeAnimator<Value, KeyframePath, Modified>>> {
        let animator = KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView(), $0) },
            keyframes: keyframes)
        return modifier(_PlaceholderHost(hosted: animator, scope: nil))
    }

    /// Plays keyframes on the view from its appearance, for ever or once, as SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    ///
    /// - Parameters:
    ///   - initialValue: The value the timeline starts from.
    ///   - repeating: Whether the keyframes play again when they end; `true` by default.
    ///   - content: The view for a value, made from the placeholder of this one.
    ///   - keyframes: The tracks; called with the value they start from.
    /// - Returns: The view, driven by a ``KeyframeAnimator``.
    public func keyframeAnimator<Value, KeyframePath: Keyframes<Value>, Modified: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> ModifiedContent<Self, _PlaceholderHost<KeyframeAnimator<Value, KeyframePath, Modified>>> {
        let animator = KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView(), $0) },
            keyframes: keyframes)
        return modifier(_PlaceholderHost(hosted: animator, scope: nil))
    }
}
