import Foundation

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: each fill and stroke is recorded as a
/// path in the canvas's own space, with the transform and opacity in force when it was drawn.
///
///     Canvas { context, size in
///         context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     }
public struct GraphicsContext {
    /// How a fill or stroke is coloured, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let style: AnyShapeStyle

        /// A flat colour.
        ///
        /// - Parameter color: The colour.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }

        /// A shape style, such as a gradient.
        ///
        /// - Parameter style: The style.
        /// - Returns: The shading.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }

        /// The foreground style in force: the primary colour.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
    }

    /// One drawing command, recorded.
    struct Command {
        /// The path, in the canvas's space, transformed.
        var path: Path
        var shading: Shading
        /// The stroke's style; `nil` for a fill.
        var stroke: StrokeStyle?
        var opacity: Double
    }

    /// The commands recorded, in the order drawn.
    private(set) var commands: [Command] = []

    /// The opacity of what is drawn next, from 0 to 1; 1 at first.
    public var opacity: Double = 1
    /// The transform applied to what is drawn next, in the canvas's space; the identity at first.
    public var transform = CGAffineTransform.identity

    init() {}

    /// Fills `path` with `shading`.
    ///
    /// - Parameters:
    ///   - path: The path, in the canvas's space.
    ///   - shading: The colour or style.
    ///   - style: How the inside is found; kept, as paths are drawn with the non-zero rule.
    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        commands.append(Command(path: transformed(path), shading: shading, stroke: nil, opacity: opacity))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    ///
    /// - Parameters:
    ///   - path: The path, in the canvas's space.
    ///   - shading: The colour or style.
    ///   - lineWidth: The line's width; 1 by default.
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` in `style`.
    ///
    /// - Parameters:
    ///   - path: The path, in the canvas's space.
    ///   - shading: The colour or style.
    ///   - style: The stroke's style.
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        commands.append(Command(path: transformed(path), shading: shading, stroke: style, opacity: opacity))
    }

    /// Moves what is drawn next by (`x`, `y`), in the current space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn next by `x` and `y` about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns what is drawn next by `angle` about the current origin, clockwise on the screen.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// `path` in the canvas's space, through the transform in force.
    private func transformed(_ path: Path) -> Path {
        path.applying(
            AffineTransform(
                m11: transform.a, m12: transform.b, m21: transform.c, m22: transform.d, tX: transform.tx,
                tY: transform.ty))
    }
}
