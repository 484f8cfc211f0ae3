/// `padding`: proposes the size less the insets and reports the content's size plus them.
/// Animatable: its data is the insets'.
public struct _PaddingModifier: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "padding"
    /// The default length of an edge's padding, as SwiftUI uses on iOS: 16 points.
    public static let defaultLength: CGFloat = 16
    /// The insets.
    public var insets: EdgeInsets

    /// Padding by `insets`.
    ///
    /// - Parameter insets: The padding on each edge.
    public init(insets: EdgeInsets) { self.insets = insets }

    /// The padding `padding(_:)` applies with a length: `length` on every edge.
    ///
    /// - Parameter length: The padding on each edge.
    public init(_ length: CGFloat) {
        self.insets = EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
    }

    /// The padding `padding(_:)` applies with insets.
    ///
    /// - Parameter insets: The padding on each edge.
    public init(_ insets: EdgeInsets) { self.insets = insets }

    /// The data an animation interpolates.
    public var animatableData: EdgeInsets.AnimatableData {
        get { insets.animatableData }
        set { insets.animatableData = newValue }
    }

    /// The value as code writes it.
    public var description: String {
        let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(edges).count == 1 { return "padding(\(insets.top))" }
        return "padding(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), "
            + "trailing: \(insets.trailing))"
    }
}

extension _PaddingModifier: _CustomAssertionText {
    /// `_PaddingModifier(16)`, `_PaddingModifier(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))`.
    public var _assertionText: String {
        let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(edges).count == 1 { return "_PaddingModifier(\(insets.top))" }
        return "_PaddingModifier(EdgeInsets(top: \(insets.top), leading: \(insets.leading), bottom: "
            + "\(insets.bottom), trailing: \(insets.trailing)))"
    }
}

extension _PaddingModifier {
    /// A NaN or infinite inset is treated as 0; a negative one is kept, as SwiftUI keeps it (the
    /// content is given more room than the padding's frame). Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        value.insets.top = _InvalidValues.finite(insets.top, "padding", "top", neutral: 0, warn)
        value.insets.leading = _InvalidValues.finite(insets.leading, "padding", "leading", neutral: 0, warn)
        value.insets.bottom = _InvalidValues.finite(insets.bottom, "padding", "bottom", neutral: 0, warn)
        value.insets.trailing = _InvalidValues.finite(insets.trailing, "padding", "trailing", neutral: 0, warn)
        return value
    }
}

extension View {
    /// Pads the given edges by `length` (16 points when `nil`), as SwiftUI's `padding(_:_:)`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingModifier> {
        let length = length ?? _PaddingModifier.defaultLength
        return modifier(
            _PaddingModifier(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                    bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }

    /// Pads every edge by `length`, as SwiftUI's `padding(_:)`.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingModifier> {
        padding(.all, length)
    }

    /// Pads the edges by `insets`.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingModifier> {
        modifier(_PaddingModifier(insets: insets))
    }
}
