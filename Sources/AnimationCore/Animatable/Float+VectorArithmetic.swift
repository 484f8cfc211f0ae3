import Foundation

/// `Float` is a one-dimensional vector and its own animatable data, as in SwiftUI.
extension Float: VectorArithmetic {
    /// Multiplies this value by the given factor (computed in `Double`, then rounded).
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        self = Float(Double(self) * rhs)
    }

    /// The square of this value, in `Double` precision.
    @inlinable
    public var magnitudeSquared: Double {
        Double(self) * Double(self)
    }
}

/// `Float` animates itself: its `animatableData` is the value, as in SwiftUI.
extension Float: Animatable {
    /// The data to animate: the value itself.
    public typealias AnimatableData = Float
}
