/// The device's screen, as UIKit's `UIScreen`, for the views that size themselves by it
/// (`UIScreen.main.bounds.width`).
///
/// ``main`` is the screen of the ``ViewHost`` whose code is running: read in a body, an action, a
/// timer or `onAppear`, it is that host's screen, its ``ViewHost/size``. Read where no host's code
/// runs (a root view's property initializers, before the host exists), it is the default screen,
/// 402 × 874 points. A view that reads it does not update when a host's screen changes: there is no
/// rotation.
public final class UIScreen: Sendable {
    /// The screen's rectangle in points, at the origin.
    public let bounds: CGRect
    /// Pixels per point: 3, as an iPhone 16 Pro's.
    public let scale: CGFloat = 3
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
    }

    /// The screen of the host whose code is running, or the default screen.
    public static var main: UIScreen {
        UIScreen(size: _ClockContext.current?.screen.bounds.size ?? ViewHost.defaultSize)
    }
}
