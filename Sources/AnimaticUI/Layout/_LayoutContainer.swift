/// A view or modifier that places other views with a ``Layout``, and so gets a layout node in the
/// graph (`VStack.layout`, `frame.layout`): stacks, frames, padding, overlays and backgrounds,
/// `fixedSize` and `position`. Not API.
protocol _LayoutContainer {
    /// The layout, from the view's or modifier's current value.
    var _layout: any Layout { get }
}

extension VStack: _LayoutContainer {
    var _layout: any Layout { VStackLayout(alignment: alignment, spacing: spacing) }
}

extension HStack: _LayoutContainer {
    var _layout: any Layout { HStackLayout(alignment: alignment, spacing: spacing) }
}

extension ZStack: _LayoutContainer {
    var _layout: any Layout { ZStackLayout(alignment: alignment) }
}

extension _FrameModifier: _LayoutContainer {
    var _layout: any Layout { _FrameLayout(width: width, height: height, alignment: alignment) }
}

extension _FlexFrameModifier: _LayoutContainer {
    var _layout: any Layout {
        _FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }
}

extension _PaddingModifier: _LayoutContainer {
    var _layout: any Layout { _PaddingLayout(insets: insets) }
}

extension _FixedSizeModifier: _LayoutContainer {
    var _layout: any Layout { _FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
}

extension _SecondaryLayout: _LayoutContainer {
    var _layout: any Layout {
        var layout = _OverlayLayout(alignment: alignment)
        layout.secondaryIgnoresSafeAreaEdges = ignoresSafeAreaEdges
        return layout
    }
}

extension _IgnoresSafeAreaModifier: _LayoutContainer {
    var _layout: any Layout { _IgnoresSafeAreaLayout(edges: extendedEdges, screen: nil) }
}

extension _PositionLayout: _LayoutContainer {
    var _layout: any Layout { self }
}
