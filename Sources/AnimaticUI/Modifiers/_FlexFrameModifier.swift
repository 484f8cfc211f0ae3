/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: clamps the
/// proposal and the content's size into its bounds; `maxWidth: .infinity` takes all the width
/// proposed. Animatable: its data is the six bounds (an absent bound animates as 0 and stays absent).
public struct _FlexFrameModifier: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "frame"
    /// The least width, if any.
    public var minWidth: CGFloat?
    /// The width with no proposal, if any.
    public var idealWidth: CGFloat?
    /// The greatest width, if any; `.infinity` takes all the width proposed.
    public var maxWidth: CGFloat?
    /// The least height, if any.
    public var minHeight: CGFloat?
    /// The height with no proposal, if any.
    public var idealHeight: CGFloat?
    /// The greatest height, if any; `.infinity` takes all the height proposed.
    public var maxHeight: CGFloat?
    /// Where the content sits in the frame.
    public var alignment: Alignment

    /// The frame `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    /// applies.
    ///
    /// - Parameters:
    ///   - minWidth: The least width, if any.
    ///   - idealWidth: The width asked for when none is proposed, if any.
    ///   - maxWidth: The greatest width, if any; `.infinity` takes all the width proposed.
    ///   - minHeight: The least height, if any.
    ///   - idealHeight: The height asked for when none is proposed, if any.
    ///   - maxHeight: The greatest height, if any; `.infinity` takes all the height proposed.
    ///   - alignment: Where the content sits in the frame.
    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The data an animation interpolates.
    public var animatableData:
        AnimatablePair<
            AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
            AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
        >
    {
        get {
            func finite(_ value: CGFloat?) -> CGFloat { value.map { $0.isFinite ? $0 : 0 } ?? 0 }
            return AnimatablePair(
                AnimatablePair(finite(minWidth), AnimatablePair(finite(idealWidth), finite(maxWidth))),
                AnimatablePair(finite(minHeight), AnimatablePair(finite(idealHeight), finite(maxHeight))))
        }
        set {
            func set(_ bound: inout CGFloat?, _ value: CGFloat) {
                if let current = bound, current.isFinite { bound = value }
            }
            set(&minWidth, newValue.first.first)
            set(&idealWidth, newValue.first.second.first)
            set(&maxWidth, newValue.first.second.second)
            set(&minHeight, newValue.second.first)
            set(&idealHeight, newValue.second.second.first)
            set(&maxHeight, newValue.second.second.second)
        }
    }

    /// The value as code writes it.
    public var description: String {
        let bounds: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var parts = bounds.compactMap { name, value in value.map { "\(name): \($0.isInfinite ? ".infinity" : "\($0)")" }
        }
        if alignment != .center { parts.append("alignment: .\(alignment)") }
        return "frame(\(parts.joined(separator: ", ")))"
    }
}

extension _FlexFrameModifier: _CustomAssertionText {
    /// `_FlexFrameModifier(maxWidth: .infinity)`.
    public var _assertionText: String { "_FlexFrameModifier" + String(description.dropFirst("frame".count)) }
}

extension _FlexFrameModifier {
    /// A NaN or negative bound is ignored, and an infinite one but a maximum of `.infinity`, as
    /// SwiftUI's frame ignores them. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self {
        var value = self
        value.minWidth = _InvalidValues.frameDimension(minWidth, "minWidth", warn)
        value.idealWidth = _InvalidValues.frameDimension(idealWidth, "idealWidth", warn)
        value.maxWidth = _InvalidValues.frameDimension(maxWidth, "maxWidth", allowsInfinity: true, warn)
        value.minHeight = _InvalidValues.frameDimension(minHeight, "minHeight", warn)
        value.idealHeight = _InvalidValues.frameDimension(idealHeight, "idealHeight", warn)
        value.maxHeight = _InvalidValues.frameDimension(maxHeight, "maxHeight", allowsInfinity: true, warn)
        return value
    }
}

extension View {
    /// Gives the view flexible bounds, as SwiftUI's
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameModifier> {
        modifier(
            _FlexFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
