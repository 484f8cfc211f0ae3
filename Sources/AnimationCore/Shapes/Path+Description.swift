import Foundation

extension Path {
    /// The path as SVG path data, for the `d` attribute of an SVG `<path>`.
    ///
    /// SwiftUI has no such property; Animatic's SVG plots and HTML inspector use it. Each element
    /// becomes one absolute command: `M x y` for a move, `L x y` for a line,
    /// `Q cx cy x y` for a quadratic curve, `C c1x c1y c2x c2y x y` for a cubic curve and `Z` for
    /// `closeSubpath`, separated by single spaces. Numbers are rounded to at most three decimals
    /// and written without trailing zeros (`12.5`, not `12.500`; `-0` is written `0`), so the
    /// same path always gives the same string. An empty path gives `""`.
    ///
    ///     Path(CGRect(x: 0, y: 0, width: 10, height: 5)).svgPathData
    ///     // "M 0 0 L 10 0 L 10 5 L 0 5 Z"
    public var svgPathData: String {
        storage.map { element in
            switch element {
            case .move(let point):
                return "M \(Path.format(point))"
            case .line(let point):
                return "L \(Path.format(point))"
            case .quadCurve(let point, let control):
                return "Q \(Path.format(control)) \(Path.format(point))"
            case .curve(let point, let control1, let control2):
                return "C \(Path.format(control1)) \(Path.format(control2)) \(Path.format(point))"
            case .closeSubpath:
                return "Z"
            }
        }
        .joined(separator: " ")
    }

    /// Formats a point as two numbers separated by a space.
    private static func format(_ point: CGPoint) -> String {
        "\(format(point.x)) \(format(point.y))"
    }

    /// Formats a coordinate with at most three decimals and no trailing zeros.
    internal static func format(_ value: CGFloat) -> String {
        var text = _DecimalText.fixed(Double(value), digits: 3)
        if text.contains(".") {
            while text.hasSuffix("0") {
                text.removeLast()
            }
            if text.hasSuffix(".") {
                text.removeLast()
            }
        }
        return text == "-0" ? "0" : text
    }
}

extension Path: CustomStringConvertible {
    /// The path in SwiftUI's textual form, as `Path.description` writes it.
    ///
    /// Mirrors SwiftUI, whose description lists each element's numbers followed by an operator,
    /// PostScript-style: `x y m` for a move, `x y l` for a line, `cx cy x y q` for a quadratic
    /// curve, `c1x c1y c2x c2y x y c` for a cubic curve and `h` for `closeSubpath`. Numbers are
    /// formatted as in ``svgPathData``.
    ///
    ///     Path(CGRect(x: 0, y: 0, width: 10, height: 5)).description
    ///     // "0 0 m 10 0 l 10 5 l 0 5 l h"
    public var description: String {
        storage.map { element in
            switch element {
            case .move(let point):
                return "\(Path.format(point)) m"
            case .line(let point):
                return "\(Path.format(point)) l"
            case .quadCurve(let point, let control):
                return "\(Path.format(control)) \(Path.format(point)) q"
            case .curve(let point, let control1, let control2):
                return "\(Path.format(control1)) \(Path.format(control2)) \(Path.format(point)) c"
            case .closeSubpath:
                return "h"
            }
        }
        .joined(separator: " ")
    }
}
