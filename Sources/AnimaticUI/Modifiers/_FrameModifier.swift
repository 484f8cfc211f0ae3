/// `frame(width:height:alignment:)`: proposes fixed dimensions to its content and reports them (a
/// `nil` dimension reports the content's), placing the content by `alignment`. Animatable: its
/// data is the width and height, so an animated frame lays out again every frame.
public struct _FrameModifier: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "frame"
    /// The fixed width, if any.
    public var width: CGFloat?
    /// The fixed height, if any.
    public var height: CGFloat?
    /// Where the content sits in the frame.
    public var alignment: Alignment

    /// The frame `frame(width:height:alignment:)` applies.
    ///
    /// - Parameters:
    ///   - width: The fixed width; `nil` for the content's.
    ///   - height: The fixed height; `nil` for the content's.
    ///   - alignment: Where the content sits in the frame.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The data an animation interpolates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width ?? 0, height ?? 0) }
        set {
            if width != nil { width = newValue.first }
            if height != nil { height = newValue.second }
        }
    }

    /// The value as code writes it.
    public var description: String {
        var parts: [String] = []
        if let width { parts.append("width: \(width)") }
        if let height { parts.append("height: \(height)") }
        if alignment != .center { parts.append("alignment: .\(alignment)") }
        return "frame(\(parts.joined(separator: ", ")))"
    }
}

extension _FrameModifier: _CustomAssertionText {
    /// `_FrameModifier(width: 100, height: 50)`.
    public var _assertionText: String {
        "_FrameModifier" + String(description.dropFirst("frame".count))
    }
}

extension _FrameModifier {
    /// A NaN, infinite or negative dimension is ignored, as SwiftUI's frame ignores it. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        value.width = _InvalidValues.frameDimension(width, "width", warn)
        value.height = _InvalidValues.frameDimension(height, "height", warn)
        return value
    }
}

extension View {
    /// Gives the view a fixed width, height or both, as SwiftUI's `frame(width:height:alignment:)`.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FrameModifier> {
        modifier(_FrameModifier(width: width, height: height, alignment: alignment))
    }
}
