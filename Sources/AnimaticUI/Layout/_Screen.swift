import Foundation

/// The screen a host shows its views on and the safe area inside it, in screen points, for the
/// layouts that place a view into the unsafe part (`ignoresSafeArea`, a style background). Not API.
///
/// A view that ignores the safe area on an edge is extended to the screen's edge only when it
/// touches the safe area's boundary there, as SwiftUI does: a view that padding or a stack keeps
/// away from the boundary stays where it is.
///
///     // The default screen: 402 × 874 with insets 62 (top) and 34 (bottom). A 402 × 778 view at
///     // y = 62 ignoring every edge becomes 402 × 874 at y = 0; a 100 × 100 view at its centre is
///     // unchanged.
struct _Screen: Equatable, Sendable {
    /// The whole screen.
    var bounds: CGRect
    /// The part of the screen the root view is proposed and placed in.
    var safe: CGRect

    /// A screen whose safe area is `bounds` inset by `insets`; insets that do not fit leave an
    /// empty safe area at their middle.
    init(size: CGSize, insets: EdgeInsets) {
        bounds = CGRect(origin: .zero, size: size)
        let width = max(0, size.width - insets.leading - insets.trailing)
        let height = max(0, size.height - insets.top - insets.bottom)
        safe = CGRect(
            x: min(insets.leading, size.width), y: min(insets.top, size.height), width: width, height: height)
    }

    /// `frame` extended to the screen's edge on each of `edges` where it reaches the safe area's
    /// boundary (a frame already past the screen's edge keeps it).
    func extending(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        let slack: CGFloat = 0.001
        var minX = frame.minX
        var minY = frame.minY
        var maxX = frame.maxX
        var maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + slack { minY = min(minY, bounds.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - slack { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.leading), minX <= safe.minX + slack { minX = min(minX, bounds.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - slack { maxX = max(maxX, bounds.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `proposal` grown by what extending `frame` to `extended` added on each axis; an unspecified
    /// dimension stays unspecified.
    static func proposal(_ proposal: ProposedViewSize, from frame: CGRect, to extended: CGRect) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { $0 + extended.width - frame.width },
            height: proposal.height.map { $0 + extended.height - frame.height })
    }
}
