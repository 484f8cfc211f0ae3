/// A switch's track and knob, 51 × 31: the capsule in the style's tint, else the environment's
/// `.tint(_:)`, else green, when on; light grey when off. Not API.
struct _SwitchTrack: View {
    let isOn: Bool
    /// The tint of the style, `SwitchToggleStyle(tint:)`.
    let tint: Color?
    @Environment(\._explicitTint) private var explicitTint

    var body: some View {
        ZStack {
            Capsule().fill(isOn ? tint ?? explicitTint ?? .green : Color(white: 0.9))
            Circle().fill(.white).frame(width: 27, height: 27).offset(x: isOn ? 10 : -10)
        }
        .frame(width: 51, height: 31)
    }
}
