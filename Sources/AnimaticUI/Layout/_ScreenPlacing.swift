/// A layout that may place views into the unsafe part of the screen, and so is given the screen
/// when its layout node places its region (measuring does not need it). Not API.
protocol _ScreenPlacing: Layout {
    /// The layout, placing on `screen`.
    func placing(on screen: _Screen) -> Self
}

extension _IgnoresSafeAreaLayout: _ScreenPlacing {
    func placing(on screen: _Screen) -> Self {
        var layout = self
        layout.screen = screen
        return layout
    }
}

extension _OverlayLayout: _ScreenPlacing {
    func placing(on screen: _Screen) -> Self {
        var layout = self
        layout.screen = screen
        return layout
    }
}
