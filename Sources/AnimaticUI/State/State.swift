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
///
/// Like AnimaticUI's other dynamic properties, it is `Sendable` without a check: SwiftUI's views run
/// on the main actor, so the closures SwiftUI code hands to `DispatchQueue.main` capture them freely,
/// and a view made only of such properties is `Sendable` here for the same code to compile. A host
/// runs a view's code on one task at a time.
@propertyWrapper
public struct State<Value>: DynamicProperty, @unchecked Sendable {
    let box: _StateBox<Value>

    /// Creates a state with an initial value.
    ///
    /// - Parameters:
    ///   - value: The initial value, taken once, when the view's place first appears.
    ///   - fileID: Where the property is declared, for the warning given when it is read outside
    ///     a view a host built; leave the default.
    ///   - line: The line of the declaration; leave the default.
    public init(wrappedValue value: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        box = _StateBox(value, declaredIn: fileID, line: line)
    }

    /// Creates a state with an initial value.
    ///
    /// - Parameters:
    ///   - value: The initial value, taken once, when the view's place first appears.
    ///   - fileID: Where the state is made, for the warning given when it is read outside a view a
    ///     host built; leave the default.
    ///   - line: The line where it is made; leave the default.
    public init(initialValue value: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        box = _StateBox(value, declaredIn: fileID, line: line)
    }

    /// The current value. Setting it writes the state node in the transaction in force.
    public var wrappedValue: Value {
        get {
            guard let location = box.location else {
                _ViewGraph.warnUnlinked(box.unlinkedDescription)
                return box.initialValue
            }
            return location.value
        }
        nonmutating set {
            guard let location = box.location else {
                _ViewGraph.warnUnlinked(box.unlinkedDescription)
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

    /// Makes the state node of the view's place, named after the view and the property, with the
    /// initial value. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let node = _makeStateNode(box.initialValue, name: property.name, in: property.graph.graph)
        property.add(node.id)
        return _StateLocation(node: node, graph: property.graph)
    }

    /// Connects this copy of the state to its place's node. Not API.
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
    /// value is the state node's. The value is described as a trace describes values: its types
    /// unqualified, so that a private type's name holds no address that differs from build to build.
    public var description: String { "State(initialValue: \(TraceValue(box.initialValue).description))" }
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
