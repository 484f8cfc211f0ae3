/// A toggle style of any type, as the environment carries it. Not API.
public struct _AnyToggleStyle: Sendable {
    let base: any ToggleStyle

    init(_ base: any ToggleStyle) {
        self.base = base
    }

    /// The style's drawing of a toggle.
    func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        func make<S: ToggleStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(base)
    }
}
