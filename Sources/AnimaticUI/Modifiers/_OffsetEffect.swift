/// `offset`: moves the drawing, without changing layout. Animatable.
public struct _OffsetEffect: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "offset"
    /// How far the drawing moves.
    public var offset: CGSize

    /// An effect that moves the drawing by `offset`, as SwiftUI's `_OffsetEffect`.
    ///
    /// - Parameter offset: How far to move, right and down.
    public init(offset: CGSize) { self.offset = offset }

    /// The effect `offset(x:y:)` applies.
    ///
    /// - Parameters:
    ///   - x: How far to move right.
    ///   - y: How far to move down.
    public init(x: CGFloat = 0, y: CGFloat = 0) { self.offset = CGSize(width: x, height: y) }

    /// The data an animation interpolates.
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    /// The value as code writes it.
    public var description: String { "offset(x: \(offset.width), y: \(offset.height))" }
}

extension _OffsetEffect: _CustomAssertionText {
    /// `_OffsetEffect(x: 3, y: 0)`.
    public var _assertionText: String { "_OffsetEffect(x: \(offset.width), y: \(offset.height))" }
}

extension _OffsetEffect {
    /// A NaN or infinite component is treated as 0. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        value.offset.width = _InvalidValues.finite(offset.width, "offset", "x", neutral: 0, warn)
        value.offset.height = _InvalidValues.finite(offset.height, "offset", "y", neutral: 0, warn)
        return value
    }
}

extension View {
    /// Moves the view's drawing by `offset`, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves the view's drawing by `x` and `y`, as SwiftUI's `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }
}
