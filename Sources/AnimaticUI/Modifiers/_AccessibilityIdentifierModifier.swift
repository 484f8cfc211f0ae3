/// `accessibilityIdentifier`: names the view for `ViewHost.tap(_:)`, as UI tests find views by it.
public struct _AccessibilityIdentifierModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "accessibilityIdentifier"
    /// The identifier.
    public var identifier: String

    /// The value as code writes it.
    public var description: String { "accessibilityIdentifier(\"\(identifier)\")" }
}

extension View {
    /// Names the view for tests: `host.tap("like")` taps it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityIdentifierModifier>
    {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }
}
