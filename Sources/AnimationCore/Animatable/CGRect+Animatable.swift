import Foundation

/// `CGRect` animates its origin and size, as in SwiftUI.
extension CGRect: Animatable {
    /// The rectangle as a pair of its origin's and its size's data, as SwiftUI animates it.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        @inlinable get { AnimatablePair(origin.animatableData, size.animatableData) }
        @inlinable set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
