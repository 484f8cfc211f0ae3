/// The colour space a `Canvas` renders in, as SwiftUI's `ColorRenderingMode`: kept, as Animatic
/// records colours, not pixels.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
