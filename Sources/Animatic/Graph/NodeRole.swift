/// What a node of an ``AnimationGraph`` stands for, in SwiftUI's terms.
///
/// The graph core knows only inputs and rules; the animation graph knows what each is for. Tools
/// use the role to draw and filter graphs, and tests to tell the nodes a scene created from the
/// ones the graph made for it (scope values, sequencer internals, the clock).
public enum NodeRole: String, Hashable, Sendable, CustomStringConvertible {
    /// The clock's time.
    case time
    /// A state node, `@State`.
    case state
    /// A rule, like a view's `body`.
    case rule
    /// An animatable node: a view or modifier that interpolates its animatable data.
    case animatable
    /// A timeline node, `TimelineView`.
    case timeline
    /// A phase animator's public node: its target phase.
    case phaseAnimator
    /// A keyframe animator's node: its timeline's value.
    case keyframeAnimator
    /// A node the graph made to carry a sequencer's phase or trigger.
    case sequencerInternal
    /// The value read by an `animation(_:value:_:)` or `transaction(value:_:_:)` scope.
    case scopeValue
    /// A node a view front end made for a view's place, which a test need not assert: a view's
    /// value, an environment value it reads, a branch or a list's identities, the layout.
    case viewInternal

    /// The role's name, such as `animatable`.
    public var description: String { rawValue }
}
