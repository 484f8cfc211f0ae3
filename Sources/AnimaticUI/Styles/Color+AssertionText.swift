extension Color: _CustomAssertionText {
    /// `Color.red`, `Color.red.opacity(0.1)`, `Color(red: 0.5, green: 0.5, blue: 0.5)`: the colour
    /// as a test writes it.
    public var _assertionText: String { name == nil ? description : "Color." + description }
}
