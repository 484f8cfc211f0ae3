import Animatic
import Foundation

/// The seed's wiggle modifier: a progress value that a sine wave turns into a rotation.
struct Wiggle: Animatable, Equatable {
    /// How far the wiggle has gone; each whole number is one wiggle.
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// The rotation the modifier applies, in degrees: two swings of 15° each way per unit of
    /// progress.
    var degrees: Double { sin(progress * 4 * .pi) * 15 }
}
