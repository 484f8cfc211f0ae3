/// Properties of a layout type that its container reads before laying it out.
///
/// Mirrors SwiftUI's `LayoutProperties`. Its one property, ``stackOrientation``, tells a
/// `Spacer` placed directly in the layout which way to expand: along the stack's axis only
/// inside an `HStack` or a `VStack`, in both directions anywhere else.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis along which the layout arranges its subviews, or `nil` when it is not a stack.
    public var stackOrientation: Axis?

    /// Creates properties with no stack orientation.
    public init() {
        self.stackOrientation = nil
    }
}
