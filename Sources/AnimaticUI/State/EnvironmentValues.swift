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

    /// The keys set, with their values, sorted by key.
    public var description: String {
        let entries = values.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "EnvironmentValues(\(entries.joined(separator: ", ")))"
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
