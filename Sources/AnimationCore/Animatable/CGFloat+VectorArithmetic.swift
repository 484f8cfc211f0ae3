import Foundation

/// Foundation's `CGFloat` is a one-dimensional vector and its own animatable data, as in SwiftUI.
extension CGFloat: VectorArithmetic {
    /// Multiplies this value by the given factor.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        self = CGFloat(Double(self) * rhs)
    }

    /// The square of this value, in `Double` precision.
    @inlinable
    public var magnitudeSquared: Double {
        Double(self) * Double(self)
    }
}

/// `CGFloat` animates itself: its `animatableData` is the value, as in SwiftUI.
extension CGFloat: Animatable {
    /// The data to animate: the value itself.
    public typealias AnimatableData = CGFloat
}
