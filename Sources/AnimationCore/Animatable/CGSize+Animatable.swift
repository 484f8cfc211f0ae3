import Foundation

/// `CGSize` animates both dimensions, as in SwiftUI.
extension CGSize: Animatable {
    /// The size's dimensions as a pair `(width, height)`, as SwiftUI animates them.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(width, height) }
        @inlinable set { (width, height) = (newValue.first, newValue.second) }
    }
}
