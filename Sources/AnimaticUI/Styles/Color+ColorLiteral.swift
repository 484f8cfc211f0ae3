/// `#colorLiteral(red:green:blue:alpha:)` makes a ``Color`` where the code asks for one, and
/// wherever the type is open (see ``_ColorLiteralType``).
extension Color: _ExpressibleByColorLiteral {
    /// A colour from a colour literal's components, in sRGB.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
