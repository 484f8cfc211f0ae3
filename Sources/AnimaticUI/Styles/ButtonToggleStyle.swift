/// A toggle drawn as a button showing its label, as SwiftUI's `ButtonToggleStyle`: a tap turns it
/// on or off. AnimaticUI draws it as the label alone, on or off.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}

    /// The label, as a button.
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, as SwiftUI's `.button`.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
