/// A button's label as a button style of one's own draws it: what a `Button` shows under
/// `.buttonStyle(_:)` with a ``ButtonStyle``. Not API.
package struct _StyledButtonBody<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let style: _AnyButtonStyle

    /// The style's drawing of the label.
    package var body: some View {
        style.makeBody(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role))
    }
}
