import AnimationCore
import Foundation
import Testing

@testable import AnimaticPlaygrounds

@Suite("AutoAnimatable")
struct AutoAnimatableTests {
    @Test("Wave's data is level and amplitude; setting it leaves the ignored properties alone")
    func waveData() {
        var wave = BatterRecipe.Wave(level: 0.25, amplitude: 4, phase: 1.5, crests: 3)
        #expect(wave.animatableData == SynthesizedAnimatableData([0.25, 4]))
        #expect(wave.animatableData.components == [0.25, 4])
        wave.animatableData = SynthesizedAnimatableData([0.75, 16])
        #expect(wave == BatterRecipe.Wave(level: 0.75, amplitude: 16, phase: 1.5, crests: 3))
    }

    @Test("Arc's data is its two angles' data, radians × 128; clockwise is kept")
    func arcData() {
        var arc = ArcNote.Arc(startAngle: .radians(1), endAngle: .radians(2), clockwise: true)
        #expect(arc.animatableData.components == [128, 256])
        arc.animatableData = SynthesizedAnimatableData([0.5 * 128, 3 * 128])
        #expect(arc == ArcNote.Arc(startAngle: .radians(0.5), endAngle: .radians(3), clockwise: true))
    }

    @Test("nested Angle and CGPoint interpolate component-wise")
    func nestedInterpolation() {
        let from = SynthesisMarker(rotation: .degrees(0), position: CGPoint(x: 0, y: 10), opacity: 0)
        let to = SynthesisMarker(rotation: .degrees(90), position: CGPoint(x: 20, y: 30), opacity: 1)
        var marker = from
        marker.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        #expect(abs(marker.rotation.degrees - 45) < 1e-12)
        #expect(marker.position == CGPoint(x: 10, y: 20))
        #expect(marker.opacity == 0.5)
        #expect(marker.degrees == marker.rotation.degrees)
    }

    @Test("a nested AutoAnimatable type, a CGSize and a Float flatten in declaration order")
    func nestedAutoAnimatable() {
        var layer = SynthesisLayer(
            wave: BatterRecipe.Wave(level: 0.5, amplitude: 2, phase: 7), size: CGSize(width: 3, height: 4), weight: 0.25
        )
        #expect(layer.animatableData.components == [0.5, 2, 3, 4, 0.25])
        layer.animatableData = SynthesizedAnimatableData([1, 2, 3, 4, 5])
        #expect(
            layer
                == SynthesisLayer(
                    wave: BatterRecipe.Wave(level: 1, amplitude: 2, phase: 7), size: CGSize(width: 3, height: 4),
                    weight: 5
                ))
    }

    @Test("a vector type of the user's own is kept whole and interpolates with its own operators")
    func opaqueComponent() {
        let from = SynthesisTrack(start: 0, distance: SynthesisMeters(value: 10), end: 1)
        let to = SynthesisTrack(start: 2, distance: SynthesisMeters(value: 30), end: 5)
        #expect(from.animatableData.description == "[0.0, 1.0, 10.0 m]")
        var track = from
        track.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.25)
        #expect(track == SynthesisTrack(start: 0.5, distance: SynthesisMeters(value: 15), end: 2))
        track.animatableData = .zero
        #expect(track == SynthesisTrack(start: 0, distance: .zero, end: 0))
    }

    @Test("nine components, on the heap, still round-trip")
    func heapStorage() {
        let from = SynthesisFrames(
            first: CGRect(x: 0, y: 0, width: 10, height: 10), second: CGRect(x: 1, y: 2, width: 3, height: 4), alpha: 0
        )
        let to = SynthesisFrames(
            first: CGRect(x: 10, y: 10, width: 20, height: 30), second: CGRect(x: 3, y: 4, width: 5, height: 6),
            alpha: 1
        )
        #expect(from.animatableData.components == [0, 0, 10, 10, 1, 2, 3, 4, 0])
        var frames = from
        frames.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        #expect(
            frames
                == SynthesisFrames(
                    first: CGRect(x: 5, y: 5, width: 15, height: 20), second: CGRect(x: 2, y: 3, width: 4, height: 5),
                    alpha: 0.5
                ))
    }

    @Test("a hand-written animatableData wins over synthesis")
    func handWrittenWins() {
        var shape = AnimatableReference.WaveShape(amplitude: 5, phase: 1, maxAmplitude: 10)
        let data: AnimatableValues<CGFloat, CGFloat> = shape.animatableData
        #expect(data == AnimatableValues(5, 1))
        shape.animatableData = AnimatableValues(50, 7)
        #expect(shape.amplitude == 10)  // clamped by the hand-written setter
        #expect(abs(shape.phase - (7 - 2 * .pi)) < 1e-12)
    }

    @Test("setting zero, or shorter data, zeroes the animated properties only")
    func settingZero() {
        var wave = BatterRecipe.Wave(level: 0.5, amplitude: 3, phase: 2, crests: 4)
        wave.animatableData = .zero
        #expect(wave == BatterRecipe.Wave(level: 0, amplitude: 0, phase: 2, crests: 4))
        var tick = SynthesisTick(id: 7, value: 3)
        tick.animatableData = SynthesizedAnimatableData([9])
        #expect(tick == SynthesisTick(id: 7, value: 9))
    }

    @Test("an Animator ends exactly on the target, and ignored properties take their new value at once")
    func animator() {
        let start = ArcNote.Arc(startAngle: .degrees(0), endAngle: .degrees(80), clockwise: false)
        let model = ArcNote.Arc(startAngle: .degrees(40), endAngle: .degrees(300), clockwise: true)
        var animator = Animator(value: start.animatableData)
        animator.retarget(to: model.animatableData, animation: .easeInOut(duration: 1), at: 0)
        var presented: [ArcNote.Arc] = []
        var frame = 0
        while animator.isAnimating {
            var arc = model
            arc.animatableData = animator.value(at: Double(frame) / 60)
            presented.append(arc)
            frame += 1
        }
        #expect(presented.first?.startAngle == start.startAngle)
        #expect(presented.first?.endAngle == start.endAngle)
        #expect(presented.allSatisfy { $0.clockwise })
        #expect(presented.last == model)
        let middle = presented[30]
        #expect(abs(middle.startAngle.degrees - 20) < 1e-9)
        #expect(abs(middle.endAngle.degrees - 190) < 1e-9)
    }

    @Test(
        "Wave and WaveWithoutMacro give identical traces",
        arguments: [
            Animation.linear(duration: 1), .easeInOut(duration: 0.8), .spring(duration: 0.5, bounce: 0.3),
        ])
    func identicalTraces(animation: Animation) {
        var synthesized = Animator(value: BatterRecipe.Wave(level: 0.35, amplitude: 4, phase: 0).animatableData)
        var handWritten = Animator(value: BatterRecipe.WaveWithoutMacro(level: 0.35, amplitude: 4).animatableData)
        let synthesizedModel = BatterRecipe.Wave(level: 0.55, amplitude: 16, phase: 1.25, crests: 3)
        let handWrittenModel = BatterRecipe.WaveWithoutMacro(level: 0.55, amplitude: 16, phase: 1.25, crests: 3)
        synthesized.retarget(to: synthesizedModel.animatableData, animation: animation, at: 0)
        handWritten.retarget(to: handWrittenModel.animatableData, animation: animation, at: 0)
        var frame = 0
        while synthesized.isAnimating || handWritten.isAnimating {
            let time = Double(frame) / 60
            var wave = synthesizedModel
            wave.animatableData = synthesized.value(at: time)
            var waveWithoutMacro = handWrittenModel
            waveWithoutMacro.animatableData = handWritten.value(at: time)
            #expect(wave.level == waveWithoutMacro.level, "frame \(frame)")
            #expect(wave.amplitude == waveWithoutMacro.amplitude, "frame \(frame)")
            #expect(wave.phase == waveWithoutMacro.phase && wave.crests == waveWithoutMacro.crests)
            frame += 1
        }
        #expect(synthesized.isAnimating == handWritten.isAnimating)
        #expect(frame > 10)
    }

    @Test("the ignored wrapper is transparent and keeps its value's conformances")
    func ignoredWrapper() {
        var ignored = AnimatableIgnored(wrappedValue: 3)
        ignored.wrappedValue += 1
        #expect(ignored == AnimatableIgnored(wrappedValue: 4))
        #expect(ignored.description == "4")
        #expect(Set([ignored, AnimatableIgnored(wrappedValue: 4)]).count == 1)
    }
}
