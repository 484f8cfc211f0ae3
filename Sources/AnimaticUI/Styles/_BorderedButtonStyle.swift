import Foundation

/// The bordered button styles as iOS draws them at the regular control size: `.borderedProminent`, a
/// white label on a rounded rectangle filled with the accent colour (or the tint that `.tint(_:)`
/// sets; red for a destructive button),
/// and `.bordered`, a label in the accent colour on the accent colour at 15 % opacity. The label is
/// padded by 7 points above and below and 12 on either side, and the rectangle's corners are rounded
/// by 8 points; a pressed button is drawn at 70 % opacity. Not API.
struct _BorderedButtonStyle: ButtonStyle {
    /// Whether the fill is the full accent colour (`.borderedProminent`).
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View {
        _BorderedButtonBody(configuration: configuration, isProminent: isProminent)
    }
}
