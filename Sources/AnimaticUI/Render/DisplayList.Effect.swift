import Foundation

extension DisplayList {
    /// A drawing effect on an item other than its transform, opacity and clips, in the order the
    /// modifiers apply, outermost first.
    public enum Effect: Equatable, Sendable {
        /// A Gaussian blur of `radius` points (`blur(radius:opaque:)`).
        case blur(radius: CGFloat, isOpaque: Bool)
        /// Drawn only where `path`, in screen points, covers: the shapes of a `mask` view
        /// (``Item/clip`` holds `clipShape`s).
        case mask(Path)
    }
}
