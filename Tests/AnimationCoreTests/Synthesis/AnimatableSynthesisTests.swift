import AnimationCore
import Foundation
import Testing

@testable import AnimaticPlaygrounds

@Suite("AnimatableSynthesis")
struct AnimatableSynthesisTests {
    @Test("Wave includes level and amplitude and ignores phase and crests")
    func wave() throws {
        let properties = try AnimatableSynthesis.properties(of: BatterRecipe.Wave.self)
        #expect(
            properties.included == [
                .init(name: "level", type: CGFloat.self), .init(name: "amplitude", type: CGFloat.self),
            ])
        #expect(
            properties.ignored == [.init(name: "phase", type: CGFloat.self), .init(name: "crests", type: Int.self)])
        #expect(properties.constants.isEmpty)
        #expect(
            properties.description
                == "included [level: CGFloat, amplitude: CGFloat]; ignored [phase: CGFloat, crests: Int]")
    }

    @Test("Arc includes both angles and ignores clockwise")
    func arc() throws {
        let properties = try AnimatableSynthesis.properties(of: ArcNote.Arc.self)
        #expect(properties.included.map(\.description) == ["startAngle: Angle", "endAngle: Angle"])
        #expect(properties.ignored.map(\.description) == ["clockwise: Bool"])
    }

    @Test("Counter and Wiggle include their one property")
    func counterAndWiggle() throws {
        #expect(
            try AnimatableSynthesis.properties(of: GraphExplainer.Counter.self).included == [
                .init(name: "value", type: Double.self)
            ])
        #expect(
            try AnimatableSynthesis.properties(of: GraphExplainer.Wiggle.self).included == [
                .init(name: "progress", type: Double.self)
            ])
    }

    @Test("computed properties are skipped; nested animatable types are included in declaration order")
    func nestedAndComputed() throws {
        let properties = try AnimatableSynthesis.properties(of: SynthesisMarker.self)
        #expect(properties.included.map(\.name) == ["rotation", "position", "opacity"])
        #expect(properties.ignored.isEmpty)
    }

    @Test("let constants are skipped and listed")
    func constants() throws {
        let properties = try AnimatableSynthesis.properties(of: SynthesisTick.self)
        #expect(properties.included.map(\.name) == ["value"])
        #expect(properties.constants == [.init(name: "id", type: Int.self)])
        #expect(properties.description == "included [value: Double]; ignored []; constants [id: Int]")
    }

    @Test("property order is the declaration order, every time")
    func stableOrder() throws {
        let layer = try AnimatableSynthesis.properties(of: SynthesisLayer.self)
        #expect(layer.included.map(\.name) == ["wave", "size", "weight"])
        for _ in 0..<3 {
            #expect(try AnimatableSynthesis.properties(of: SynthesisLayer.self) == layer)
        }
        let track = try AnimatableSynthesis.properties(of: SynthesisTrack.self)
        #expect(track.included.map(\.name) == ["start", "distance", "end"])
    }

    @Test("an unsupported property is an error naming the type, the property, its type and both fixes")
    func unsupportedProperty() {
        let expected = AnimatableSynthesisError.unsupportedProperty(
            typeName: "SynthesisBadge", propertyName: "label", propertyTypeName: "String"
        )
        #expect(throws: expected) { try AnimatableSynthesis.properties(of: SynthesisBadge.self) }
        #expect(throws: expected) { try AnimatableSynthesis.validate(SynthesisBadge.self) }
        #expect(
            expected.description
                == "'SynthesisBadge' cannot synthesize animatableData: stored property 'label' has type 'String', "
                + "which conforms to neither 'VectorArithmetic' nor 'Animatable'; mark it '@AnimatableIgnored' "
                + "to leave it out, or conform 'String' to 'VectorArithmetic' or 'Animatable'")
    }

    @Test("a class is an error that says why")
    func unsupportedType() {
        let expected = AnimatableSynthesisError.unsupportedType(typeName: "SynthesisModel")
        #expect(throws: expected) { try AnimatableSynthesis.validate(SynthesisModel.self) }
        #expect(
            expected.description
                == "'SynthesisModel' cannot synthesize animatableData: AutoAnimatable reads the stored properties "
                + "of structures, and reflection cannot read those of 'SynthesisModel' (a class); make it a "
                + "structure, or write its animatableData by hand")
    }

    @Test("validate passes for synthesized types and for types that do not synthesize")
    func validate() throws {
        try AnimatableSynthesis.validate(BatterRecipe.Wave.self)
        try AnimatableSynthesis.validate(ArcNote.Arc.self)
        try AnimatableSynthesis.validate(AnimatableReference.WaveShape.self)  // writes its own data
        try AnimatableSynthesis.validate(CGPoint.self)  // not AutoAnimatable
        try AnimatableSynthesis.validate(String.self)
    }
}
