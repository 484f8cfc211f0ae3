import AnimationCore
import Foundation

@testable import AnimaticPlaygrounds

// The seeds' own types come from the playgrounds, as the seeds write them (with `@Animatable` as
// a conformance to `AutoAnimatable`): `BatterRecipe.Wave` and `WaveWithoutMacro` (seed 000),
// `ArcNote.Arc` (001), `GraphExplainer.Counter` and `Wiggle` (002) and `AnimatableReference.WaveShape`
// (004). These are the tests' own types.

/// The reference page's clamping `WaveShape` writes its own `animatableData`; declared
/// `AutoAnimatable` as well, it checks that the hand-written data wins over synthesis.
extension AnimatableReference.WaveShape: AutoAnimatable {}

/// Nested animatable types: an `Angle`, a `CGPoint`, and a computed property that is skipped.
struct SynthesisMarker: AutoAnimatable, Equatable {
    var rotation: Angle
    var position: CGPoint
    var opacity: Double
    var degrees: Double { rotation.degrees }
}

/// A stored property that can neither animate nor is ignored.
struct SynthesisBadge: AutoAnimatable {
    var scale: Double
    var label: String
}

/// A `let` constant, which synthesis skips.
struct SynthesisTick: AutoAnimatable, Equatable {
    let id: Int
    var value: Double
}

/// A nested `AutoAnimatable` type, a `CGSize` and a `Float`.
struct SynthesisLayer: AutoAnimatable, Equatable {
    var wave: BatterRecipe.Wave
    var size: CGSize
    var weight: Float
}

/// A vector type of the user's own, which synthesis keeps whole.
struct SynthesisMeters: VectorArithmetic, CustomStringConvertible {
    var value: Double
    static var zero: SynthesisMeters { SynthesisMeters(value: 0) }
    static func + (lhs: SynthesisMeters, rhs: SynthesisMeters) -> SynthesisMeters {
        .init(value: lhs.value + rhs.value)
    }
    static func - (lhs: SynthesisMeters, rhs: SynthesisMeters) -> SynthesisMeters {
        .init(value: lhs.value - rhs.value)
    }
    mutating func scale(by rhs: Double) { value *= rhs }
    var magnitudeSquared: Double { value * value }
    var description: String { "\(value) m" }
}

/// A type with an opaque component between scalar ones.
struct SynthesisTrack: AutoAnimatable, Equatable {
    var start: Double
    var distance: SynthesisMeters
    var end: Double
}

/// Nine scalar components: the data lives on the heap.
struct SynthesisFrames: AutoAnimatable, Equatable {
    var first: CGRect
    var second: CGRect
    var alpha: Double
}

/// A class: reflection cannot read its stored properties.
final class SynthesisModel: AutoAnimatable {
    var value = 0.0
}

/// Three `Double` components, the most that stay inline, with an ignored property between them.
struct SynthesisTriple: AutoAnimatable, Equatable {
    var a: Double
    var b: Double
    @AnimatableIgnored var label: Int
    var c: Double
}

/// ``SynthesisTriple`` with its data written by hand as a nest of `AnimatablePair`s.
struct SynthesisTripleWithoutMacro: Animatable, Equatable {
    var a: Double
    var b: Double
    var label: Int
    var c: Double

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Double> {
        get { AnimatablePair(AnimatablePair(a, b), c) }
        set {
            a = newValue.first.first
            b = newValue.first.second
            c = newValue.second
        }
    }
}

/// Four `Double` components: one past the inline storage, so the data lives on the heap.
struct SynthesisQuad: AutoAnimatable, Equatable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
}

/// ``SynthesisQuad`` with its data written by hand as a nest of `AnimatablePair`s.
struct SynthesisQuadWithoutMacro: Animatable, Equatable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(a, b), AnimatablePair(c, d)) }
        set {
            a = newValue.first.first
            b = newValue.first.second
            c = newValue.second.first
            d = newValue.second.second
        }
    }
}
