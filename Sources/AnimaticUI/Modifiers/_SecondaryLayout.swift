/// `overlay` and `background`: a second view, proposed the modified view's size and aligned on
/// it; the result has the modified view's size.
public struct _SecondaryLayout<Secondary: View, Placement: _SecondaryPlacement>: _BuiltInModifier,
    CustomStringConvertible
{
    /// The modifier's name in traces. Not API.
    public static var _name: String { Placement.name }
    let alignment: Alignment
    let secondary: Secondary
    /// The edges on which the second view extends into the unsafe part of the screen where the
    /// modified view reaches the safe area's boundary: a style's, every edge by default; a view's,
    /// none.
    var ignoresSafeAreaEdges: Edge.Set = []

    /// The value as code writes it.
    public var description: String {
        "\(Placement.name)(alignment: .\(alignment)) { \(TraceValue(secondary).description) }"
    }

    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let base = _RenderNode(.group, children: body(inputs).nodes)
        // The second view's place is the modifier's, so that a name it repeats from elsewhere in
        // the body is qualified by it: `overlay[1]/Text`.
        let place = inputs.chainQualifiers[Placement.name].map { "\(Placement.name)[\($0)]" } ?? Placement.name
        let second = _RenderNode(
            .group,
            children: Secondary._makeView(
                view: modifier.map(\.secondary), inputs: inputs.inside("overlay").branch(place)
            ).nodes)
        let name = Placement.name
        let render = _RenderNode(.modifier(name: name, value: modifier.map { $0 }), children: [base, second])
        _ViewLayout.makeNode(for: render, name: name, inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[Placement.name, default: 0] += 1
        Secondary._collectNodeNames(into: &names)
    }
}

extension View {
    /// Draws `content` over this view, as SwiftUI's `overlay(alignment:content:)`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
        Self, _SecondaryLayout<V, _OverlayPlacement>
    > {
        modifier(_SecondaryLayout(alignment: alignment, secondary: content()))
    }

    /// Draws `content` under this view, as SwiftUI's `background(alignment:content:)`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
        Self, _SecondaryLayout<V, _BackgroundPlacement>
    > {
        modifier(_SecondaryLayout(alignment: alignment, secondary: content()))
    }

    /// Fills the area under this view with `style`, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
    ///
    /// - Parameters:
    ///   - style: The style to fill with, such as a colour.
    ///   - edges: The edges on which the fill extends to the screen's edge where this view reaches
    ///     the safe area's boundary; all four by default, so a full-screen background covers the
    ///     whole screen.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, _SecondaryLayout<_ShapeView<Rectangle, S>, _BackgroundPlacement>
    > {
        modifier(_SecondaryLayout(alignment: .center, secondary: Rectangle().fill(style), ignoresSafeAreaEdges: edges))
    }

    /// Fills the area over this view with `style`, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    ///
    /// - Parameters:
    ///   - style: The style to fill with, such as a colour.
    ///   - edges: The edges on which the fill extends to the screen's edge where this view reaches
    ///     the safe area's boundary; all four by default.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, _SecondaryLayout<_ShapeView<Rectangle, S>, _OverlayPlacement>
    > {
        modifier(_SecondaryLayout(alignment: .center, secondary: Rectangle().fill(style), ignoresSafeAreaEdges: edges))
    }

    /// Draws `background` under this view, aligned by `alignment`, as SwiftUI's deprecated
    /// `background(_:alignment:)`: `.background(Circle().fill(.blue))`. A ``Color`` argument is a
    /// style instead (``background(_:ignoresSafeAreaEdges:)``), as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryLayout<V, _BackgroundPlacement>
    > {
        modifier(_SecondaryLayout(alignment: alignment, secondary: background))
    }

    /// Draws `overlay` over this view, aligned by `alignment`, as SwiftUI's deprecated
    /// `overlay(_:alignment:)`: `.overlay(Circle().stroke(.red))`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryLayout<V, _OverlayPlacement>
    > {
        modifier(_SecondaryLayout(alignment: alignment, secondary: overlay))
    }

    /// Fills `shape`, in this view's frame, with `style` under this view, as SwiftUI's
    /// `background(_:in:fillStyle:)`: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<
        Self, _SecondaryLayout<_ShapeView<T, S>, _BackgroundPlacement>
    > {
        modifier(_SecondaryLayout(alignment: .center, secondary: shape.fill(style)))
    }

    /// Fills `shape`, in this view's frame, with the foreground style under this view, as SwiftUI's
    /// `background(in:fillStyle:)`.
    public func background<T: Shape>(in shape: T) -> ModifiedContent<
        Self, _SecondaryLayout<_ShapeView<T, ForegroundStyle>, _BackgroundPlacement>
    > {
        modifier(_SecondaryLayout(alignment: .center, secondary: shape.fill(ForegroundStyle())))
    }

    /// Draws an outline of `width` points in `style` inside this view's frame, as SwiftUI's
    /// `border(_:width:)`: a rectangle's border stroked inside the frame, over the view.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ModifiedContent<
        Self, _SecondaryLayout<_ShapeView<_InsetShape<Rectangle>, S>, _OverlayPlacement>
    > {
        modifier(_SecondaryLayout(alignment: .center, secondary: Rectangle().strokeBorder(style, lineWidth: width)))
    }
}
