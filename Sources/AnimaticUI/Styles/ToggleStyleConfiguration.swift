/// What a ``ToggleStyle`` is given of a toggle, as SwiftUI's `ToggleStyleConfiguration`: its label
/// and whether it is on.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public let label: Label
    /// Whether the toggle is on; setting it turns the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: always false here.
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }

    /// A toggle's label, whatever its type.
    public struct Label: View {
        let content: AnyView

        /// The label's view.
        public var body: some View { content }
    }
}
