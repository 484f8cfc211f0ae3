import AnimaticUI
import Testing

/// A colour's text says what the colour is: a system colour by its name only while its components
/// are that colour's, every number as it is.
@Suite("Color: its text and its components")
struct ColorTests {
    @Test("a system colour is shown by its name, at an opacity by the name and the opacity")
    func named() {
        #expect(Color.red.description == "red")
        #expect(Color.red.opacity(0.1).description == "red.opacity(0.1)")
    }

    @Test("a translucent system colour's opacity is the one code applies to it")
    func translucentSystemColor() {
        // secondary is itself at opacity 0.6: at 0.3 it is secondary at half its own.
        #expect(Color.secondary.description == "secondary")
        #expect(Color.secondary.opacity(0.5).description == "secondary.opacity(0.5)")
        #expect(Color.secondary.opacity(0.5).opacity == 0.3)
    }

    @Test("numbers are shown whole: rounding is the timeline's business")
    func wholeNumbers() {
        // 1/3 as Swift's shortest text; 0.103 is not rounded to 0.1.
        #expect(
            Color(red: 1.0 / 3, green: 0, blue: 1, opacity: 0.5).description
                == "Color(red: 0.3333333333333333, green: 0, blue: 1, opacity: 0.5)")
        #expect(Color.red.opacity(0.103).description == "red.opacity(0.103)")
        #expect(Color.red.opacity(0.1034567).description == "red.opacity(0.1034567)")
    }

    @Test("a colour part way between two others shows its components, not either name")
    func between() {
        // A quarter of the way from gray (0.557, 0.557, 0.576) to red (1, 0.231, 0.188), as an
        // animation interpolates: it sets the animatable data of the target value.
        var color = Color.red.opacity(0.1)
        let gray = Color.gray.opacity(0.1)
        var data = gray.animatableData
        data.scale(by: 0.75)
        var target = color.animatableData
        target.scale(by: 0.25)
        color.animatableData = data + target
        // red 0.557 × 0.75 + 1 × 0.25 = 0.66775; green 0.557 × 0.75 + 0.231 × 0.25 = 0.4755; blue
        // 0.576 × 0.75 + 0.188 × 0.25 = 0.479; opacity 0.1.
        #expect(
            TraceValue.roundingNumbers(in: color.description, digits: 5)
                == "Color(red: 0.66775, green: 0.4755, blue: 0.479, opacity: 0.1)")
        #expect(color != Color.red.opacity(0.1))
    }

    @Test("an animation of the opacity alone keeps the name")
    func opacityOnly() {
        var color = Color.red
        var data = color.animatableData
        data.second.second = 0.25
        color.animatableData = data
        #expect(color.description == "red.opacity(0.25)")
        #expect(color == Color.red.opacity(0.25))
    }

    @Test("a colour's components are red, green, blue and opacity")
    func components() {
        #expect(
            TraceValue(Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 1)).components.map(\.description)
                == ["red: 0.25", "green: 0.5", "blue: 0.75", "opacity: 1"])
    }
}
