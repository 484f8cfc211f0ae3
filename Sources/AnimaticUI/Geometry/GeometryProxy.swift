import Foundation

/// The size and place of the `GeometryReader` that hands it to its content, as SwiftUI's
/// `GeometryProxy`.
///
/// Both come from layout, without animation: while the reader's frame animates, its content is made
/// for the frame it animates to.
public struct GeometryProxy: Equatable, Sendable {
    /// The reader's frame on the screen, in points.
    let globalFrame: CGRect

    /// The reader's size: the size proposed to it, with any unspecified dimension 0.
    public var size: CGSize { globalFrame.size }

    /// The safe area insets of the reader: none, as Animatic keeps the safe area at the screen.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: at the origin in its own, where it is on the screen in
    /// the global one (and in a named one, which Animatic does not keep).
    ///
    /// - Parameter coordinateSpace: The space to give the frame in.
    /// - Returns: The frame, in points.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: globalFrame.size)
        case .global, .named: globalFrame
        }
    }
}
