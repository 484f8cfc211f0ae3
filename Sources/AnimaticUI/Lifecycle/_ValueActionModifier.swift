/// `onChange(of:initial:_:)`: an action run when a value the view shows changes, as SwiftUI's value
/// action modifier runs it. Not API.
///
/// The modifier makes a node named `onChange` whose value is the value watched: it runs whenever the
/// view's value changes, and when the watched value differs from the one it saw before, asks for the
/// action with the old and the new value. The host runs it after the update that made the change,
/// before the frame is drawn, outside any transaction: a write in it is not animated by the
/// transaction that changed the value (wrap it in `withAnimation` for that), and is applied in the
/// same frame. With `initial`, the action also runs when the view appears, with the value twice.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier, CustomStringConvertible {
    /// The value watched.
    public var value: Value
    /// Whether the action also runs when the view appears.
    public var initial: Bool
    /// The action, given the old and the new value.
    public var action: (Value, Value) -> Void
    /// Whether the action is that of the view's previous value, as the deprecated
    /// `onChange(of:perform:)` calls it.
    var usesPreviousAction = false

    /// The value as code writes it.
    public var description: String {
        "onChange(of: \(TraceValue(value).description)\(initial ? ", initial: true" : "")) { … }"
    }

    /// The modifier has no body. Not API.
    public typealias Body = Never

    /// Builds the modifier's node and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let render = _RenderNode(
            .modifier(name: "onChange", value: modifier.map { $0 as Any }), children: body(inputs).nodes)
        let views = inputs.graph
        let seen = _LastValue<Self>()
        let node = inputs.animationGraph.rule(name: inputs.nodeName("onChange")) { [unowned views] () -> Value in
            let current = modifier.read()
            guard seen.hasValue else {
                if current.initial {
                    let action = current.action
                    let value = current.value
                    views.enqueue(.appear, render: render) { action(value, value) }
                }
                return seen.remember(current).value
            }
            let previous = seen.last
            if previous.value != current.value {
                let action = current.usesPreviousAction ? previous.action : current.action
                let (old, new) = (previous.value, current.value)
                views.enqueue(.change, render: nil) { action(old, new) }
            }
            return seen.remember(current).value
        }
        inputs.subtree.add(node.id)
        render.nodes.append(node.id)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["onChange", default: 0] += 1
    }

    /// The modifier's own node. Not API.
    public static var _chainNodeNames: [String] { ["onChange"] }
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes, as SwiftUI's
    /// `onChange(of:initial:_:)`.
    ///
    ///     .onChange(of: liked) { old, new in
    ///         if new { withAnimation(.spring) { burst = true } }
    ///     }
    ///
    /// The action runs after the update in which the value changed, before the frame is drawn, and
    /// outside any transaction: what it writes is applied in the same frame, without animation unless
    /// the action says `withAnimation`. An equal value does not run it.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether the action also runs when the view appears, with `value` as both the old
    ///     and the new value.
    ///   - action: What to run, given the old and the new value.
    /// - Returns: The view with the action.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<Value>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes, as SwiftUI's `onChange(of:initial:_:)` with an action that
    /// takes no values.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether the action also runs when the view appears.
    ///   - action: What to run.
    /// - Returns: The view with the action.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<Value>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes, as SwiftUI's deprecated
    /// `onChange(of:perform:)` (iOS 14 to 16): the action called is the one the view had before the
    /// change, so what it captured is one update old, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: What to run, given the new value.
    /// - Returns: The view with the action.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with an action that takes the old and new values")
    public func onChange<Value: Equatable>(
        of value: Value, perform action: @escaping (_ newValue: Value) -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<Value>> {
        var modifier = _ValueActionModifier(value: value, initial: false, action: { _, new in action(new) })
        modifier.usesPreviousAction = true
        return self.modifier(modifier)
    }
}
