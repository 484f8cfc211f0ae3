/// The values a view reads from its environment, as SwiftUI's `EnvironmentValues`: set for a
/// subtree with `.environment(_:_:)`, read with `@Environment(\.key)`.
///
/// A body that reads a key depends on that key only: a change of another key does not run it.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: (key: String, value: Any)] = [:]

    /// The default environment: every key at its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = (String(describing: key), newValue) }
    }

    /// The keys set, with their values, sorted by key: each key by the name of the value it
    /// holds (`_FontKey` is `font`), each value as code writes it (`font: .title`).
    public var description: String {
        let entries = values.values.map { (name: Self._name(ofKey: $0.key), value: Self._text(of: $0.value)) }
            .sorted { $0.name < $1.name }.map { "\($0.name): \($0.value)" }
        return "EnvironmentValues(\(entries.joined(separator: ", ")))"
    }

    /// A key type's name as the name of its value: `_FontKey` is `font`, `ThemeKey` `theme`.
    static func _name(ofKey key: String) -> String {
        var name = Substring(key)
        if name.hasPrefix("_") { name = name.dropFirst() }
        if name.hasSuffix("Key") && name.count > 3 { name = name.dropLast(3) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A value of the environment as a trace shows it, an optional by its payload or `nil`.
    static func _text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { _text(of: $0.value) } ?? "nil" }
        return TraceValue(value).description
    }
}

extension EnvironmentValues: _ViewComparable {
    func _isEqual(to other: Any) -> Bool {
        guard let other = other as? EnvironmentValues, values.count == other.values.count else { return false }
        for (key, entry) in values {
            guard let otherEntry = other.values[key], _StructuralEquality.areEqual(entry.value, otherEntry.value) else {
                return false
            }
        }
        return true
    }
}

extension EnvironmentValues {
    /// Whether the user asked for reduced motion. SwiftUI only reports it: views read it and choose
    /// what to animate. `false` by default.
    public var accessibilityReduceMotion: Bool {
        get { self[_AccessibilityReduceMotionKey.self] }
        set { self[_AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Light or dark appearance; `.light` by default.
    public var colorScheme: ColorScheme {
        get { self[_ColorSchemeKey.self] }
        set { self[_ColorSchemeKey.self] = newValue }
    }
}
