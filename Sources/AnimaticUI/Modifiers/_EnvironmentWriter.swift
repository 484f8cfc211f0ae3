import Foundation

/// `.environment(_:_:)`: sets one environment value for the subtree. Its node reads the environment
/// above and the value from the body that applied the modifier.
///
/// The node is named after the modifier that code writes: `font` for a font (`.font(_:)`),
/// `foregroundStyle` for a foreground style (`.foregroundStyle(_:)`), `environment` for any other
/// value. The name goes by the value's type, as every node name of a modifier goes by its type.
public struct _EnvironmentWriter<Value>: _BuiltInModifier, CustomStringConvertible {
    /// The modifier's name in traces: `font`, `foregroundStyle` or `environment`. Not API.
    public static var _name: String {
        if Value.self == Font?.self { return "font" }
        if Value.self == AnyShapeStyle?.self { return "foregroundStyle" }
        return "environment"
    }
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    /// Whether the value is a preference for the whole screen (`preferredColorScheme`), not only
    /// for the subtree.
    var isPreference = false

    /// The value as code writes it: `font(.title)`, `foregroundStyle(.secondary)`,
    /// `preferredColorScheme(.dark)`, `environment(\.colorScheme, .dark)`, or for another key
    /// `environment(<key path>, <value>)`.
    public var description: String {
        if Value.self == Font?.self, let font = value as? Font? { return "font(\(font.map(\.description) ?? "nil"))" }
        if Value.self == AnyShapeStyle?.self, let style = value as? AnyShapeStyle? {
            return "foregroundStyle(\(style.map(\.description) ?? "nil"))"
        }
        if let scheme = value as? ColorScheme {
            return isPreference ? "preferredColorScheme(.\(scheme))" : "environment(\\.colorScheme, .\(scheme))"
        }
        return "environment(\(_KeyPathText.text(keyPath)), \(EnvironmentValues._text(of: value)))"
    }

    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let above = inputs.environment
        let node = graph.rule(name: inputs.nodeName(_name)) { () -> EnvironmentValues in
            let modifier = modifier.read()
            var environment = above.read()
            environment[keyPath: modifier.keyPath] = modifier.value
            return environment
        }
        graph.markViewInternal(node.id)
        inputs.subtree.add(node.id)
        var inner = inputs
        inner.setEnvironment(
            _GraphValue(
                read: { node.value },
                peek: {
                    var environment = above.peek()
                    let modifier = modifier.peek()
                    environment[keyPath: modifier.keyPath] = modifier.value
                    return environment
                }, source: _ViewSource(graph: graph.dependencyGraph, node: node.id), offset: 0))
        // The colour scheme changes how what is below is drawn: the display list reads it from a
        // piece around the content.
        guard Value.self == ColorScheme.self else { return body(inner) }
        return _ViewOutputs(
            _RenderNode(
                .modifier(name: "colorScheme", value: modifier.map { $0 as Any }), children: body(inner).nodes))
    }
}

extension _EnvironmentWriter: _DrawingEffect {
    /// A colour scheme's writer draws what is below it in that appearance.
    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        if let scheme = value as? ColorScheme { effects.colorScheme = scheme }
    }
}

extension EnvironmentValues: Equatable {
    /// Whether the two environments hold equal values for the same keys.
    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool { lhs._isEqual(to: rhs) }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views below it, as SwiftUI's
    /// `environment(_:_:)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, _EnvironmentWriter<V>
    > {
        modifier(_EnvironmentWriter(keyPath: keyPath, value: value))
    }
}
