/// How buttons below draw themselves, as SwiftUI's `ButtonStyle`: set with `.buttonStyle(_:)`.
///
///     struct PressStyle: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding()
///                 .background(Capsule().fill(.blue))
///                 .scaleEffect(configuration.isPressed ? 0.9 : 1)
///         }
///     }
///
/// A tap runs the button's action: the style draws the button and does not handle taps, as in
/// SwiftUI. A tap in AnimaticUI has no duration, so `configuration.isPressed` is always false.
public protocol ButtonStyle: Sendable {
    /// The view the style draws a button as.
    associatedtype Body: View

    /// Draws a button: its label, and whether it is pressed.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What the style is given of a button.
    typealias Configuration = ButtonStyleConfiguration
}
