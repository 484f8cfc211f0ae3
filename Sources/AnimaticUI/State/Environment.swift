import GraphCore

/// A value a view reads from its environment, as SwiftUI's `@Environment(\.key)`.
///
///     struct BatterGauge: View {
///         @Environment(\.accessibilityReduceMotion) private var reduceMotion
///         …
///     }
///
/// Each property becomes a node named after the view and the property
/// (`BatterGauge.reduceMotion`) that reads its one key from the environment; an equal value stops
/// there, so a body depends on the keys it reads and on no other.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = _EnvironmentBox<Value>()

    /// Reads the value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value; read inside a body, a dependency of that body.
    public var wrappedValue: Value {
        guard let node = box.node else {
            _ViewGraph.warnUnlinked("an @Environment property of type \(Value.self)")
            return EnvironmentValues()[keyPath: keyPath]
        }
        return node.value.value
    }

    /// The _makeStorage(_:).
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let environment = property.environment
        let keyPath = keyPath
        let node = property.graph.graph.rule(name: property.name) {
            _ViewValue(environment.read()[keyPath: keyPath])
        }
        property.graph.graph.markViewInternal(node.id)
        property.add(node.id)
        return _EnvironmentLocation(node: node)
    }

    /// The _link(to:).
    public func _link(to storage: AnyObject?) {
        box.node = (storage as? _EnvironmentLocation<Value>)?.node
    }
}

extension Environment: _ViewComparable {
    /// Environment properties compare equal: what the view reads is a node of its own.
    func _isEqual(to other: Any) -> Bool { other is Environment<Value> }
}

extension Environment: CustomStringConvertible {
    /// `Environment(\.key)`: the value is the environment node's.
    public var description: String { "Environment(\(_KeyPathText.text(keyPath)))" }
}
