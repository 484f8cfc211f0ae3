/// What a ``ButtonStyle`` is given of a button, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public let label: Label
    /// Whether a finger is on the button: always false, as a tap in AnimaticUI has no duration.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?

    /// A button's label, whatever its type.
    public struct Label: View {
        let content: AnyView

        /// The label's view.
        public var body: some View { content }
    }
}
