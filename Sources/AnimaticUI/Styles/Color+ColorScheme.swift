extension Color {
    /// The colour drawn in `scheme`: a semantic colour takes iOS's colour for that appearance,
    /// keeping the opacity code applied to it; any other colour is itself.
    ///
    /// In the dark appearance the primary colour is white; the secondary, tertiary and quaternary
    /// label colours are a light grey (235, 235, 245) at 60 %, 30 % and 18 %; the accent colour is
    /// (10, 132, 255); the system background is black. In the light one each is as its own
    /// declaration says.
    func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let name else { return self }
        let components: (red: Double, green: Double, blue: Double)
        switch name {
        case "primary": components = (1, 1, 1)
        case "secondary", "tertiary", "quaternary": components = (0.922, 0.922, 0.961)
        case "accentColor": components = (0.039, 0.518, 1)
        case "background": components = (0, 0, 0)
        default: return self
        }
        var color = Color(name, components.red, components.green, components.blue)
        color.opacity = opacity
        return color
    }
}
