import GraphCore
import Observation

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
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    /// Reads the value from an environment; `place` names the property, for the message when a
    /// model it asks for is missing.
    private let read: (_ environment: EnvironmentValues, _ place: String) -> Value
    /// The property as code writes it: `Environment(\.colorScheme)`, `Environment(Model.self)`.
    private let text: String
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
        read = { environment, _ in environment[keyPath: keyPath] }
        text = "Environment(\(_KeyPathText.text(keyPath)))"
        self.fileID = fileID
        self.line = line
    }

    /// Reads the `@Observable` model of type `objectType` that a view above put in the environment
    /// with `.environment(_:)`, as SwiftUI's `@Environment(Model.self)`. Reading it where no view
    /// above set one stops with what to add, as SwiftUI does.
    ///
    /// - Parameters:
    ///   - objectType: The model's type.
    ///   - fileID: Where the property is declared; leave the default.
    ///   - line: The line of the declaration; leave the default.
    public init(_ objectType: Value.Type, fileID: StaticString = #fileID, line: UInt = #line)
    where Value: AnyObject & Observable {
        read = { environment, place in
            guard let object = environment[_object: _EnvironmentObjectIndex<Value>()] else {
                preconditionFailure(
                    "\(place): no @Observable object of type \(Value.self) found in the environment. Add "
                        + ".environment(_:) with a \(Value.self) to a view above this one.")
            }
            return object
        }
        text = "Environment(\(Value.self).self)"
        self.fileID = fileID
        self.line = line
    }

    /// Reads the `@Observable` model of type `objectType` from the environment, or `nil` when no view
    /// above set one, as SwiftUI's `@Environment(Model.self) var model: Model?`.
    ///
    /// - Parameters:
    ///   - objectType: The model's type.
    ///   - fileID: Where the property is declared; leave the default.
    ///   - line: The line of the declaration; leave the default.
    public init<Object: AnyObject & Observable>(
        _ objectType: Object.Type, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == Object? {
        read = { environment, _ in environment[_object: _EnvironmentObjectIndex<Object>()] }
        text = "Environment(\(Object.self).self)"
        self.fileID = fileID
        self.line = line
    }

    /// The value; read inside a body, a dependency of that body.
    public var wrappedValue: Value {
        guard let node = box.node else {
            _ViewGraph.warnUnlinked("the @Environment property declared at \(fileID):\(line) (\(Value.self))")
            return read(EnvironmentValues(), "the @Environment property declared at \(fileID):\(line)")
        }
        return node.value.value
    }

    /// Makes the node of the view's place that reads the key from the environment, named after the
    /// view and the property. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let environment = property.environment
        let read = read
        let name = property.name
        let node = property.graph.graph.rule(name: name) {
            _ViewValue(read(environment.read(), name))
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
    public var description: String { text }
}
