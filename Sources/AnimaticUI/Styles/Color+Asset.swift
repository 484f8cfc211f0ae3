import Foundation

extension Color {
    /// A colour from the app's asset catalogue, as SwiftUI's `Color(_:bundle:)`. AnimaticUI has no
    /// asset catalogue: the colour is a placeholder, the same for the same name on every run, so
    /// that two named colours differ and an animation between them shows. Its hue is the name's
    /// 32-bit FNV-1a hash modulo 360, in degrees; its saturation 0.5 and brightness 0.8 (see
    /// ``init(hue:saturation:brightness:opacity:)``). The article *Differences from SwiftUI* says so.
    ///
    /// - Parameters:
    ///   - name: The colour's name in the catalogue.
    ///   - bundle: Ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let placeholder = Color(hue: Double(hash % 360) / 360, saturation: 0.5, brightness: 0.8)
        self.init("Color(\"\(name)\")", placeholder.red, placeholder.green, placeholder.blue)
    }

    /// A colour from hue, saturation and brightness, as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`, converted to sRGB components by the usual
    /// hexcone formula.
    ///
    /// - Parameters:
    ///   - hue: The hue, from 0 to 1 (a turn of the colour wheel, red at 0).
    ///   - saturation: From 0 (grey) to 1.
    ///   - brightness: From 0 (black) to 1.
    ///   - opacity: From 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}
