import AnimationCore
import Foundation
import Testing

@testable import AnimaticPlaygrounds

/// A type with no animatable data: the default animates nothing.
private struct Label: Animatable {
    var text: String
}

/// A vector type that conforms to `Animatable` without writing `animatableData`.
private struct Meters: VectorArithmetic, Animatable {
    var value: Double
    static var zero: Meters { Meters(value: 0) }
    static func + (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value + rhs.value) }
    static func - (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value - rhs.value) }
    mutating func scale(by rhs: Double) { value *= rhs }
    var magnitudeSquared: Double { value * value }
}

@Suite("Animatable")
struct AnimatableTests {
    @Test("a type with empty data animates nothing")
    func emptyData() {
        var label = Label(text: "a")
        #expect(label.animatableData == EmptyAnimatableData())
        label.animatableData = EmptyAnimatableData()
        #expect(label.text == "a")
    }

    @Test("a VectorArithmetic type is its own data")
    func vectorIsItsOwnData() {
        var meters = Meters(value: 3)
        #expect(meters.animatableData == meters)
        meters.animatableData = Meters(value: 5)
        #expect(meters.value == 5)
        var x = 2.0
        x.animatableData = 4
        #expect(x == 4)
        var f: Float = 1
        f.animatableData = 2
        #expect(f == 2)
        var c: CGFloat = 1
        c.animatableData = 2
        #expect(c == 2)
    }

    @Test("handwritten AnimatableValues data runs its setter logic: the reference page's WaveShape clamps")
    func waveShape() {
        var wave = AnimatableReference.WaveShape(amplitude: 1, phase: 0, maxAmplitude: 10)
        wave.animatableData = AnimatableValues(CGFloat(20), CGFloat(1))
        #expect(wave.amplitude == 10)
        #expect(wave.phase == 1)
    }

    @Test("Angle converts degrees and radians and animates radians × 128")
    func angle() {
        let quarter = Angle.degrees(90)
        #expect(abs(quarter.radians - .pi / 2) < 1e-15)
        #expect(abs(Angle.radians(.pi).degrees - 180) < 1e-12)
        #expect(Angle.zero == Angle())
        #expect(Angle.radians(.pi) > quarter)
        #expect(Set([Angle.degrees(0), .zero]).count == 1)
        // SwiftUI animates an angle's radians × 128; the setter divides by 128.
        var angle = Angle.zero
        angle.animatableData = 128 * .pi
        #expect(angle.degrees == 180)
        angle.degrees = 90
        #expect(angle.animatableData == 128 * (.pi / 2))
        #expect(Angle.radians(1).animatableData.magnitudeSquared == 128 * 128)
        #expect(Angle.degrees(45).description == "45°")
    }

    @Test("UnitPoint has SwiftUI's statics, y growing downwards")
    func unitPoint() {
        #expect(UnitPoint.zero == UnitPoint(x: 0, y: 0))
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
        #expect(UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
        #expect(UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.topLeading == UnitPoint(x: 0, y: 0))
        #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
        #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        // Both coordinates × 128, as SwiftUI scales them.
        #expect(UnitPoint.center.animatableData == AnimatablePair(64, 64))
        #expect(UnitPoint(x: 1, y: 0).animatableData.magnitudeSquared == 128 * 128)
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25 * 128, 0.75 * 128)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
        #expect(point.description == "UnitPoint(x: 0.25, y: 0.75)")
    }

    @Test("CGPoint, CGSize and CGRect animate as AnimatablePairs")
    func coreGraphicsTypes() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == AnimatablePair(1, 2))
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))

        var size = CGSize(width: 5, height: 6)
        #expect(size.animatableData == AnimatablePair(5, 6))
        size.animatableData = AnimatablePair(7, 8)
        #expect(size == CGSize(width: 7, height: 8))

        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        let from = rect.animatableData
        let to = CGRect(x: 11, y: 12, width: 13, height: 14).animatableData
        rect.animatableData = from.interpolated(towards: to, amount: 0.5)
        #expect(rect == CGRect(x: 6, y: 7, width: 8, height: 9))
    }
}
