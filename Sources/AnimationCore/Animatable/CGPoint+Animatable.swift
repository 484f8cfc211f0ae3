import Foundation

/// `CGPoint` animates both coordinates, as in SwiftUI.
extension CGPoint: Animatable {
    /// The point's coordinates as a pair `(x, y)`, as SwiftUI animates them.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(x, y) }
        @inlinable set { (x, y) = (newValue.first, newValue.second) }
    }
}
