/// A button style of one's own, of any type, as the environment carries it. Not API.
public struct _AnyButtonStyle: Sendable {
    let base: any ButtonStyle

    init(_ base: any ButtonStyle) {
        self.base = base
    }

    /// The style's drawing of a button.
    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
        func make<S: ButtonStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(base)
    }
}
