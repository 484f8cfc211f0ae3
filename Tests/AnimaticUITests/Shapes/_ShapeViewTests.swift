import AnimaticUI
import Testing

/// A ring whose stroke is trimmed to `progress`, animated linearly over 1 s.
private struct Ring: View {
    @State private var progress = 0.0
    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.blue, lineWidth: 4)
                .animation(.linear(duration: 1), value: progress)
            Button("fill") { progress = 1 }
        }
    }
}

/// A swatch whose fill colour changes from blue to orange, animated linearly over 1 s.
private struct Swatch: View {
    @State private var warm = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(warm ? Color.orange : Color.blue)
                .animation(.linear(duration: 1), value: warm)
            Button("warm") { warm = true }
        }
    }
}

@Suite("Shape views: trim and fill colours")
struct ShapeViewTests {
    // The tap is applied at t = 0; a linear animation over 1 s is at its midpoint at 0.5 s, which
    // is frame 30.
    @Test("trim(from:to:) is an animatable node named trim: half way at half the duration")
    func trim() throws {
        let host = ViewHost(Ring())
        host.update()
        host.tap("fill")
        host.advance(toFrame: 61)
        let trim = { (frame: Int) in
            host.value(of: "trim", atFrame: frame, as: _ViewValue<_TrimmedShape<Circle>>.self)?.value
        }
        #expect(try #require(trim(0)).endFraction == 0)
        #expect(Double(try #require(trim(30)).endFraction).isApproximately(0.5))
        #expect(Double(try #require(trim(15)).endFraction).isApproximately(0.25))
        #expect(try #require(trim(61)).endFraction == 1)
        #expect(try #require(trim(61)).startFraction == 0)
        // The stroke's colour did not change: its node ran once.
        #expect(host.framesEvaluating("stroke") == [0])
        #expect(!host.isAnimating)
    }

    @Test("a fill colour is an animatable node named fill: its components interpolate")
    func fillColour() throws {
        let host = ViewHost(Swatch())
        host.update()
        host.tap("warm")
        host.advance(toFrame: 30)
        let fill = try #require(host.value(of: "fill", atFrame: 30, as: _ViewValue<Color>.self)?.value)
        // Half way from blue (0, 0.478, 1) to orange (1, 0.584, 0), components in sRGB.
        #expect(fill.red.isApproximately(0.5))
        #expect(fill.green.isApproximately((0.478 + 0.584) / 2))
        #expect(fill.blue.isApproximately(0.5))
        #expect(fill.opacity == 1)
        // The shape itself did not change, so its node did not run again.
        #expect(host.framesEvaluating("Rectangle") == [0])
    }

    @Test("a stroke is described as code writes it: its style in full when more than the width is set")
    func strokeDescription() {
        #expect(
            "\(Circle().stroke(.blue, style: StrokeStyle(lineWidth: 11, lineCap: .round)))"
                == "Circle().stroke(blue, style: StrokeStyle(lineWidth: 11.0, lineCap: .round))")
        #expect(
            "\(Circle().stroke(.red, style: StrokeStyle(lineWidth: 2)))" == "Circle().stroke(red, lineWidth: 2.0)")
        #expect(
            "\(StrokeStyle(lineWidth: 3, lineJoin: .round, miterLimit: 4, dash: [5, 2], dashPhase: 1))"
                == "StrokeStyle(lineWidth: 3.0, lineJoin: .round, miterLimit: 4.0, dash: [5.0, 2.0], dashPhase: 1.0)")
    }
}
