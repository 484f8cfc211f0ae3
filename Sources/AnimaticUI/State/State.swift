import GraphCore

/// A value that a view owns and the view graph stores, as SwiftUI's `@State`.
///
/// Each `@State` property becomes a state node named after the view and the property
/// (`LikeButton.liked`). Its initial value is taken once, when the view's place in the tree first
/// appears: later values of the view do not reset it. A body that reads the property depends on it
/// and runs again when it changes; a body that never reads it does not.
///
///     struct Counter: View {
///         @State private var count = 0
///         var body: some View {
///             Button("\(count)") { withAnimation { count += 1 } }
///         }
///     }
///
/// Reading a `@State` of a view that the graph has not built answers the initial value, with a
/// warning, as SwiftUI does.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: _StateBox<Value>

    /// Creates a state with an initial value.
    public init(wrappedValue value: Value) {
        box = _StateBox(value)
    }

    /// Creates a state with an initial value.
    public init(initialValue value: Value) {
        box = _StateBox(value)
    }

    /// The current value. Setting it writes the state node in the transaction in force.
    public var wrappedValue: Value {
        get {
            guard let location = box.location else {
                _ViewGraph.warnUnlinked("a @State property of type \(Value.self)")
                return box.initialValue
            }
            return location.value
        }
        nonmutating set {
            guard let location = box.location else {
                _ViewGraph.warnUnlinked("a @State property of type \(Value.self)")
                return
            }
            location.set(newValue)
        }
    }

    /// A binding to the state, for a child view's `@Binding`: `$liked`.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(
            get: { box.location?.value ?? box.initialValue },
            set: { value, transaction in box.location?.set(value, transaction: transaction) },
            location: box)
    }

    /// The _makeStorage(_:).
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let node = _makeStateNode(box.initialValue, name: property.name, in: property.graph.graph)
        property.add(node.id)
        return _StateLocation(node: node, graph: property.graph)
    }

    /// The _link(to:).
    public func _link(to storage: AnyObject?) {
        box.location = storage as? _StateLocation<Value>
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: CustomStringConvertible {
    /// `State(initialValue: …)`: a view's value holds only the state's initial value; the current
    /// value is the state node's.
    public var description: String { "State(initialValue: \(box.initialValue))" }
}

extension State: _ViewComparable {
    /// States compare equal: a state belongs to its view's place, not to the view's value.
    func _isEqual(to other: Any) -> Bool { other is State<Value> }
}

/// A state node for `value`: one that ignores equal writes when the value is `Equatable`.
func _makeStateNode<Value>(_ value: Value, name: String, in graph: AnimationGraph) -> StateNode<Value> {
    if let equatable = value as? any Equatable {
        return _makeEquatableState(equatable, name: name, in: graph) as! StateNode<Value>
    }
    return graph.state(value, name: name)
}

private func _makeEquatableState<Value: Equatable>(_ value: Value, name: String, in graph: AnimationGraph) -> Any {
    graph.state(value, name: name)
}
