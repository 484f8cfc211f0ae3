import AnimaticUI
import Foundation
import Testing

// The default screen is 402 × 874 points, and the root view is centred on it: a view of w × h is at
// x = (402 − w) / 2, y = (874 − h) / 2.

private struct ForegroundColorView: View {
    var body: some View {
        VStack {
            Text("Red").foregroundColor(.red)
            Text("Blue")
        }
        .foregroundColor(.blue)
    }
}

private struct BackgroundViewArgument: View {
    var body: some View {
        Color.red
            .frame(width: 100, height: 40)
            .background(Capsule().fill(.blue))
    }
}

private struct OverlayAligned: View {
    var body: some View {
        Color.red
            .frame(width: 100, height: 100)
            .overlay(Circle().fill(.blue).frame(width: 20, height: 20), alignment: .topTrailing)
    }
}

private struct RoundedCard: View {
    var body: some View {
        Color.orange
            .frame(width: 100, height: 60)
            .cornerRadius(10)
    }
}

private struct ContinuousCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(.orange)
            .frame(width: 100, height: 60)
    }
}

private struct ClippedCard: View {
    var body: some View {
        Color.orange
            .frame(width: 100, height: 60)
            .clipped()
    }
}

private struct Layered: View {
    var body: some View {
        ZStack {
            Color.red.zIndex(1)
            Color.blue
        }
        .frame(width: 50, height: 50)
    }
}

private struct BoldTexts: View {
    var body: some View {
        VStack {
            Text("A")
            Text("B").fontWeight(.light)
        }
        .bold()
    }
}

private struct Rings: View {
    var body: some View {
        VStack(spacing: 0) {
            Circle().strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)
            Circle().stroke(lineWidth: 4).fill(.green).frame(width: 100, height: 100)
        }
    }
}

private struct RecordedOnly: View {
    @State private var on = false
    var body: some View {
        Button("Go") { on.toggle() }
            .buttonStyle(.borderedProminent)
            .navigationBarTitle("Home")
            .sensoryFeedback(.impact, trigger: on)
            .symbolEffect(.bounce.up, options: .repeating, value: on)
    }
}

/// Buttons under an accent colour, one of them under a tint as well.
private struct AccentColored: View {
    var body: some View {
        VStack {
            Button("Plain") {}
            Button("Filled") {}.buttonStyle(.borderedProminent)
            Button("Tinted") {}.tint(.orange)
        }
        .accentColor(.purple)
    }
}

@Suite("Vocabulary: colours, backgrounds, clips and order")
struct StylingVocabularyTests {
    @Test("foregroundColor colours a text as foregroundStyle does; the text's own wins")
    func foregroundColor() {
        let host = ViewHost(ForegroundColorView())
        host.update()
        let texts = host.displayList.items.filter { $0.kind == .text }
        #expect(texts.map(\.fill) == [.red, .blue])
    }

    @Test("background with a view argument is laid out in the view's frame and drawn under it")
    func backgroundView() throws {
        let host = ViewHost(BackgroundViewArgument())
        host.update()
        let items = host.displayList.items
        #expect(items.count == 2)
        let capsule = try #require(items.first)
        #expect(capsule.fill == .blue)
        #expect(capsule.frame == CGRect(x: 151, y: 431, width: 100, height: 40))
        #expect(items.last?.fill == .red)
    }

    @Test("overlay with a view and an alignment puts it in the corner")
    func overlayAligned() throws {
        let host = ViewHost(OverlayAligned())
        host.update()
        let circle = try #require(host.displayList.items.last)
        // The base is at (151, 401); a 20-point circle at its top trailing corner: x = 151 + 100 − 20.
        #expect(circle.frame == CGRect(x: 231, y: 401, width: 20, height: 20))
    }

    @Test("cornerRadius clips to a rounded rectangle of the view's frame")
    func cornerRadius() throws {
        let host = ViewHost(RoundedCard())
        host.update()
        let card = try #require(host.displayList.items.first)
        let frame = CGRect(x: 151, y: 421, width: 100, height: 60)
        #expect(card.frame == frame)
        #expect(card.clip == [RoundedRectangle(cornerRadius: 10).path(in: frame)])
    }

    @Test("a continuous rounded rectangle is drawn with circular corners of its radius")
    func continuousCorners() throws {
        let host = ViewHost(ContinuousCard())
        host.update()
        let card = try #require(host.displayList.items.first)
        #expect(
            card.path?.description
                == RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 151, y: 421, width: 100, height: 60))
                .description)
    }

    @Test("clipped clips to the view's frame")
    func clipped() throws {
        let host = ViewHost(ClippedCard())
        host.update()
        let card = try #require(host.displayList.items.first)
        #expect(card.clip == [Rectangle().path(in: CGRect(x: 151, y: 421, width: 100, height: 60))])
    }

    @Test("zIndex draws a view over its siblings of lower index")
    func zIndex() {
        let host = ViewHost(Layered())
        host.update()
        #expect(host.displayList.items.map(\.fill) == [.blue, .red])
    }

    @Test("bold on a view makes the texts below bold unless they set a weight")
    func bold() {
        let host = ViewHost(BoldTexts())
        host.update()
        #expect(host.displayList.items.map(\.fontWeight) == [.bold, .light])
    }

    @Test("strokeBorder strokes the shape inset by half the line; a stroke followed by fill takes its colour")
    func strokes() throws {
        let host = ViewHost(Rings())
        host.update()
        let items = host.displayList.items
        try #require(items.count == 2)
        // The stack is 100 × 200, at (151, 351); the border's circle is inset by 5 points.
        // A shape is drawn in its own space and moved to its frame: equal to three decimals.
        #expect(
            items[0].path?.description == Circle().path(in: CGRect(x: 156, y: 356, width: 90, height: 90)).description)
        #expect(items[0].stroke == .red)
        #expect(items[0].strokeStyle?.lineWidth == 10)
        #expect(items[1].stroke == .green)
        #expect(items[1].strokeStyle?.lineWidth == 4)
        #expect(
            items[1].path?.description == Circle().path(in: CGRect(x: 151, y: 451, width: 100, height: 100)).description
        )
    }

    @Test("accentColor colours the buttons below as tint does; a tint below it wins")
    func accentColor() throws {
        let host = ViewHost(AccentColored())
        host.update()
        let items = host.displayList.items
        #expect(items.first { $0.text == "Plain" }?.fill == .purple)
        // A prominent button is a white label on a capsule filled with the accent colour.
        #expect(items.first { $0.text == "Filled" }?.fill == .white)
        #expect(items.contains { $0.kind != .text && $0.fill == .purple })
        #expect(items.first { $0.text == "Tinted" }?.fill == .orange)
        #expect(!items.contains { $0.fill == .accentColor })
    }

    @Test("navigation titles, sensory feedback and symbol effects are recorded")
    func recordedOnly() throws {
        let host = ViewHost(RecordedOnly())
        host.update()
        host.tap("Go")
        host.update()
        let body = try #require(host.trace.samples(of: "RecordedOnly.body").last).value.description
        for part in [
            "navigationBarTitle(\"Home\")",
            "sensoryFeedback(.impact, trigger: true)",
            "symbolEffect(.bounce.up, options: .repeating, value: true)",
        ] {
            #expect(body.contains(part), "\(part) in \(body)")
        }
    }

    @Test("an asset colour is a placeholder whose hue comes from its name; hue colours follow the hexcone formula")
    func namedColours() {
        // Hue 0, saturation 0.5, brightness 0.8: red at 0.8, the others at 0.8 × (1 − 0.5) = 0.4.
        #expect(Color(hue: 0, saturation: 0.5, brightness: 0.8) == Color(red: 0.8, green: 0.4, blue: 0.4))
        // Hue 1/3 (120°) is green at its brightness.
        let green = Color(hue: 1.0 / 3, saturation: 0.5, brightness: 0.8)
        #expect(abs(green.red - 0.4) < 1e-9 && abs(green.green - 0.8) < 1e-9 && abs(green.blue - 0.4) < 1e-9)
        // FNV-1a (32 bits) of "brand" is 0x9B21FBF6 = 2602695670, which is 70 modulo 360: hue 70°,
        // sector 1 (60° to 120°), f = 10/60, so (q, v, p) with v = 0.8, p = 0.4 and
        // q = 0.8 × (1 − 0.5 × 10/60).
        let brand = Color("brand")
        #expect(brand.description == "Color(\"brand\")")
        #expect(abs(brand.red - 0.8 * (1 - 0.5 * 10.0 / 60)) < 1e-9)
        #expect(abs(brand.green - 0.8) < 1e-9 && abs(brand.blue - 0.4) < 1e-9)
        #expect(Color("brand") == brand && Color("brand") != Color("accent"))
    }

    @Test("a colour literal is a Color")
    func colourLiteral() {
        // swift-format-ignore: NoPlaygroundLiterals
        let color: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color == Color(red: 1, green: 0.5, blue: 0))
        // swift-format-ignore: NoPlaygroundLiterals
        _ = Rectangle().fill(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5))
    }
}
