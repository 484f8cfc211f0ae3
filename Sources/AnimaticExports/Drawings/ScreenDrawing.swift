import AnimaticUI
import Foundation

/// The whole screen of a view, drawn as SVG from its display list: at one moment, or as a film strip
/// of moments side by side.
///
///     let host = ViewHost(BatterGauge(level: 0.55))
///     let drawing = ScreenDrawing(host, at: [0, 0.5, 1])   // runs the host to each moment
///     let svg = drawing.filmStrip()
///
/// Every item of the display list is drawn as SwiftUI would draw it, within what SVG and
/// AnimaticUI know:
///
/// - shapes and colours as paths, filled or stroked with their colour, line width, caps, joins and
///   dashes; the `offset`, `scaleEffect` and `rotationEffect` around them as a transform, their
///   `opacity`, the `clipShape`s in force as clip paths, and a `shadow` around them as a drop
///   shadow filter;
/// - texts in the font size they were measured with, one `<text>` per line, each line stretched to
///   the width AnimaticUI's own text metrics gave it (the viewer's font differs), with its baseline
///   at 80 % of the line's height;
/// - `Image(systemName:)` as a **labelled placeholder**: AnimaticUI has no symbol artwork, so the
///   image's square (as large as its font) is outlined, dashed, in its foreground colour, with the
///   symbol's name written small inside it.
///
/// Each drawn item carries `data-view` (the view's name, as ``AnimaticUI/DisplayList/Item/view``) so that a
/// page can find the region a view covers.
public struct ScreenDrawing {
    /// The moments drawn, in order.
    public let moments: [Moment]

    /// A drawing of the given moments.
    ///
    /// - Parameter moments: The display lists to draw, with their times.
    public init(_ moments: [Moment]) {
        self.moments = moments
    }

    /// Runs `host` to each of `times` (in increasing order, none before the host's time) and keeps
    /// the display list of each moment. The first frame is run when the host has run none.
    ///
    /// - Parameters:
    ///   - host: The host to run.
    ///   - times: The moments, in seconds.
    public init(_ host: ViewHost, at times: [Double]) {
        var moments: [Moment] = []
        if host.trace.ticks.isEmpty { host.update() }
        for time in times {
            if time > host.time { host.advance(to: time) }
            moments.append(Moment(host))
        }
        self.init(moments)
    }

    /// The first moment, drawn alone, titled with its frame and time.
    public func svg() -> String {
        _ScreenSVG.document(moments.prefix(1).map { $0 }, labelled: false)
    }

    /// Every moment side by side, each labelled with its frame and time.
    public func filmStrip() -> String {
        _ScreenSVG.document(moments, labelled: true)
    }

    /// The SVG elements that draw one display list at the origin, without a document around them:
    /// what a page embeds to show the screen.
    ///
    /// - Parameter list: The display list.
    /// - Returns: A `<g>` holding the screen's background and its items, clip paths inside.
    public static func group(_ list: DisplayList) -> String {
        var clips = _ScreenSVG.Clips(prefix: "screen-clip")
        let screen = _ScreenSVG.screen(list, clips: &clips)
        return "<g><defs>\(clips.definitions)</defs>\(screen)</g>"
    }
}
