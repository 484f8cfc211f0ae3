/// A toggle drawn as a switch after its label, as SwiftUI's `SwitchToggleStyle`: the default.
///
/// The label is followed by a spacer and a 51 × 31 switch: a capsule, green (or the style's tint,
/// else the tint `.tint(_:)` sets) when on and light grey (white 0.9) when off, with a white knob 27 points across, 2 points in from the side it is
/// on. The whole row is a button that turns the toggle on or off.
public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the switch when on.
    public var tint: Color?

    /// The switch style, green when on.
    public init() {}

    /// The switch style, `tint` when on.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label, a spacer and the switch, as a button.
    public func makeBody(configuration: Configuration) -> some View {
        // A switch's label is not tinted, as a default button's is: SwiftUI draws it in the primary
        // colour.
        Button(tintsLabel: false) {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                _SwitchTrack(isOn: configuration.isOn, tint: tint)
            }
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch, as SwiftUI's `.switch`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's default: a switch, as SwiftUI's `.automatic` on iOS.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}
