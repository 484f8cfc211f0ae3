import AnimationCore

/// A 2D shape that is also a view, as SwiftUI's `Shape`: it describes itself as a path in the
/// frame it is given, and fills that frame with the foreground style unless told otherwise
/// (`.fill(_:)`, `.stroke(_:lineWidth:)`).
///
/// A shape gets a node named after its type (`Wave`), animatable when its `animatableData` is not
/// empty: every frame of an animation sets interpolated data on a copy of the shape.
///
///     struct Wave: Shape, AutoAnimatable {
///         var level: CGFloat
///         @AnimatableIgnored var phase: CGFloat
///         func path(in rect: CGRect) -> Path { … }
///     }
public protocol Shape: AnimationCore.Shape, View {}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ShapeView<Self, ForegroundStyle>._makeView(
            view: view.map { _ShapeView(shape: $0, style: ForegroundStyle()) }, inputs: inputs)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        _ShapeView<Self, ForegroundStyle>._collectNodeNames(into: &names)
    }

    /// The shape filled with `style`, as SwiftUI's `fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style)
    }

    /// The shape's outline drawn with `style`, `lineWidth` points wide, as SwiftUI's
    /// `stroke(_:lineWidth:)`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with `content` in `style`, as SwiftUI's `stroke(_:style:)`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// The shape's outline drawn with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with the foreground style in `style`, as SwiftUI's
    /// `stroke(style:)`; a `.fill(_:)` after it sets the outline's colour.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
    }

    /// The shape's outline drawn inside its frame with `content`, `lineWidth` points wide, as
    /// SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`: the shape inset by half the width, then
    /// stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_InsetShape<Self>, S>
    {
        _ShapeView(
            shape: _InsetShape(shape: self, amount: lineWidth / 2), style: content,
            stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn inside its frame with `content` in `style`, as SwiftUI's
    /// `strokeBorder(_:style:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_InsetShape<Self>, S>
    {
        _ShapeView(shape: _InsetShape(shape: self, amount: style.lineWidth / 2), style: content, stroke: style)
    }

    /// The shape's outline drawn inside its frame with the foreground style, as SwiftUI's
    /// `strokeBorder(lineWidth:antialiased:)`; a `.fill(_:)` after it sets the outline's colour.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_InsetShape<Self>, ForegroundStyle>
    {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The shape's outline drawn inside its frame with the foreground style in `style`, as
    /// SwiftUI's `strokeBorder(style:antialiased:)`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_InsetShape<Self>, ForegroundStyle>
    {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

extension Circle: Shape {}
extension Rectangle: Shape {}
extension RoundedRectangle: Shape {}
extension Capsule: Shape {}
extension Ellipse: Shape {}
extension Path: Shape {}
extension _TrimmedShape: View where Content: Shape {}
extension _TrimmedShape: Shape where Content: Shape {}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.contentShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
