/// A button drawn by ``_BorderedButtonStyle``, in the tint around it. Not API.
struct _BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\._tint) private var tint

    var body: some View {
        let color = configuration.role == .destructive ? Color.red : tint ?? Color.accentColor
        configuration.label
            .foregroundStyle(isProminent ? Color.white : color)
            .padding(.vertical, 7)
            .padding(.horizontal, 12)
            .background(RoundedRectangle(cornerRadius: 8).fill(isProminent ? color : color.opacity(0.15)))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
