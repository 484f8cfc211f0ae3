/// A view that sets the colour texts and images inside it draw in when they have no foreground
/// style of their own: a button in the default style tints its label with the accent colour. Each
/// says so through this protocol, so the display list's builder needs no list of such views. Not API.
protocol _LabelTinting {
    /// The colour the label inside is drawn in; `nil` to leave the one in force.
    var _labelForeground: Color? { get }
}

extension Button: _LabelTinting {
    var _labelForeground: Color? { tintsLabel ? tint ?? .accentColor : nil }
}
