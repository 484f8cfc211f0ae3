/// What synthesis recognizes an ``AnimatableIgnored`` property by, whatever its value type.
internal protocol _AnimatableIgnoredProtocol {
    /// The type of the wrapped value.
    static var _ignoredValueType: Any.Type { get }
}
