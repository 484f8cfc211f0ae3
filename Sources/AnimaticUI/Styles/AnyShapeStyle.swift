/// A shape style of any type, as SwiftUI's `AnyShapeStyle`: what the environment carries for
/// `.foregroundStyle(_:)`.
public struct AnyShapeStyle: ShapeStyle, Equatable, CustomStringConvertible {
    /// The style wrapped.
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = style
    }

    /// Equal when the wrapped styles are of one type and equal field by field.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        _StructuralEquality.areEqual(lhs.base, rhs.base)
    }

    /// The wrapped style's description: `orange`.
    public var description: String { TraceValue(base).description }
}
