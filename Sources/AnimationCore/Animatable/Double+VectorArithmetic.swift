import Foundation

/// `Double` is a one-dimensional vector and its own animatable data, as in SwiftUI.
extension Double: VectorArithmetic {
    /// Multiplies this value by the given factor.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        self *= rhs
    }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double {
        self * self
    }
}

/// `Double` animates itself: its `animatableData` is the value, as in SwiftUI.
extension Double: Animatable {
    /// The data to animate: the value itself.
    public typealias AnimatableData = Double
}
