/// How toggles below draw themselves, as SwiftUI's `ToggleStyle`: set with `.toggleStyle(_:)`.
///
///     struct CheckboxStyle: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack {
///                 Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 configuration.label
///             }
///             .onTapGesture { configuration.isOn.toggle() }
///         }
///     }
public protocol ToggleStyle: Sendable {
    /// The view the style draws a toggle as.
    associatedtype Body: View

    /// Draws a toggle: its label, and whether it is on, which the body may set.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What the style is given of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}
