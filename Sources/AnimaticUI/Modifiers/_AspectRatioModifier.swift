/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: proposes the content a size
/// of a width-to-height ratio (see ``_AspectRatioLayout``). Not API.
public struct _AspectRatioModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static let _name = "aspectRatio"
    /// The ratio, or `nil` for the content's ideal one.
    public var ratio: CGFloat?
    /// Fit or fill.
    public var contentMode: ContentMode

    /// Adds the name of the layout node, `aspectRatio.layout`. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[_name, default: 0] += 1
    }

    /// The value as code writes it.
    public var description: String {
        let ratio = self.ratio.map { TraceValue.format(Double($0)) } ?? "nil"
        return "aspectRatio(\(ratio), contentMode: .\(contentMode))"
    }
}

extension _AspectRatioModifier: _LayoutContainer {
    var _layout: any Layout { _AspectRatioLayout(ratio: ratio, contentMode: contentMode) }
}

extension View {
    /// Proposes the view a size of `aspectRatio` (width over height) that fits in or fills what it is
    /// offered, as SwiftUI's `aspectRatio(_:contentMode:)`; a `nil` ratio keeps the view's own.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, _AspectRatioModifier
    > {
        modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Proposes the view a size of `aspectRatio`'s width over its height, as SwiftUI's
    /// `aspectRatio(_:contentMode:)` with a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<
        Self, _AspectRatioModifier
    > {
        modifier(_AspectRatioModifier(ratio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// The view scaled, keeping its own ratio, to fit in what it is offered, as SwiftUI's
    /// `scaledToFit()`.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// The view scaled, keeping its own ratio, to fill what it is offered, as SwiftUI's
    /// `scaledToFill()`.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioModifier> {
        aspectRatio(contentMode: .fill)
    }
}
