/// `onTapGesture`: runs an action when the view is tapped. `ViewHost.tap(_:)` finds it by the
/// accessibility identifier around it.
public struct _TapGestureModifier: _PlainModifier, CustomStringConvertible {
    /// The _name .
    public static let _name = "onTapGesture"
    /// How many taps make the gesture.
    public var count: Int
    /// What a tap does.
    public var action: () -> Void

    /// The value as code writes it.
    public var description: String { count == 1 ? "onTapGesture { … }" : "onTapGesture(count: \(count)) { … }" }
}

extension View {
    /// Runs `action` when the view is tapped `count` times, as SwiftUI's `onTapGesture(count:perform:)`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
        Self, _TapGestureModifier
    > {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
