/// `clipShape`: clips the drawing to a shape in the view's own frame, without changing layout.
public struct _ClipShapeModifier<ClipShape: Shape>: _PlainModifier, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static var _name: String { "clipShape" }
    /// The shape.
    public var shape: ClipShape

    /// The value as code writes it.
    public var description: String { "clipShape(\(TraceValue(shape).description))" }
}

extension View {
    /// Clips the view's drawing to `shape`, as SwiftUI's `clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _ClipShapeModifier<S>> {
        modifier(_ClipShapeModifier(shape: shape))
    }
}
