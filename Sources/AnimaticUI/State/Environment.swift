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
    private let fileID: StaticString
    private let line: UInt

    /// Reads the value at `keyPath` of the environment.
    ///
    /// - Parameters:
    ///   - keyPath: The key to read.
    ///   - fileID: Where the property is declared, for the warning given when it is read outside
    ///     a view a host built; leave the default.
    ///   - line: The line of the declaration; leave the default.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>, fileID: StaticString = #fileID, line: UInt = #line) {
        self.keyPath = keyPath
        self.fileID = fileID
        self.line = line
    }

    /// The value; read inside a body, a dependency of that body.
    public var wrappedValue: Value {
        guard let node = box.node else {
            _ViewGraph.warnUnlinked("the @Environment property declared at \(fileID):\(line) (\(Value.self))")
            return EnvironmentValues()[keyPath: keyPath]
        }
        return node.value.value
    }

    /// Makes the node of the view's place that reads the key from the environment, named after the
    /// view and the property. Not API.
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

    /// Connects this copy of the property to its place's node. Not API.
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
