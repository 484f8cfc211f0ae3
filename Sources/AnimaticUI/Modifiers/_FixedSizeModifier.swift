/// `fixedSize`: proposes no size (the ideal size) on the chosen axes.
public struct _FixedSizeModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "fixedSize"
    /// Whether the width is the ideal width.
    public var horizontal: Bool
    /// Whether the height is the ideal height.
    public var vertical: Bool

    /// Adds the name of the layout node, `fixedSize.layout`. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[_name, default: 0] += 1
    }

    /// The value as code writes it.
    public var description: String {
        horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }
}

extension View {
    /// Gives the view its ideal size on both axes, as SwiftUI's `fixedSize()`.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeModifier> {
        modifier(_FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Gives the view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeModifier> {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
