/// A control that turns something on or off, as SwiftUI's `Toggle`: drawn by the toggle style in
/// the environment (`.toggleStyle(_:)`), a switch after the label by default.
///
/// `ViewHost.tap(_:)` taps a toggle by the texts and symbol names of its label, and the default
/// style turns it on or off. A style of one's own draws the toggle and handles taps itself, as in
/// SwiftUI: its `makeBody(configuration:)` sets `configuration.isOn`, in an `onTapGesture` (which
/// answers to what the style drew: the texts and symbol names, such as the label's) or a `Button`.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\._toggleStyle) private var style

    /// A toggle of `isOn` showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it.
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: $isOn))
            .modifier(_ControlLabelModifier())
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title`, as SwiftUI's `Toggle(_:isOn:)`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
