import AnimaticExports
import AnimaticUI
import Foundation
import Testing

private struct Bowl: View {
    @State private var tilted = false
    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Rectangle().fill(Color.orange).offset(y: 60)
                Circle().stroke(Color.black, lineWidth: 4)
            }
            .frame(width: 200, height: 200)
            .clipShape(Circle())
            .rotationEffect(.degrees(tilted ? 90 : 0))
            .animation(.linear(duration: 1), value: tilted)
            Image(systemName: "plus")
            Text("Tilt")
                .opacity(0.5)
                .onTapGesture { tilted.toggle() }
                .accessibilityIdentifier("tilt")
        }
    }
}

@Suite("ScreenDrawing")
struct ScreenDrawingTests {
    @Test("one moment: every item of the display list, with its paint, transform, opacity and clip")
    func oneMoment() throws {
        let host = ViewHost(Bowl())
        host.update()
        host.tap("tilt")
        let drawing = ScreenDrawing(host, at: [0.5])
        let list = try #require(drawing.moments.first).displayList
        let svg = try #require(SVGDocument(drawing.svg()))

        // The rectangle's and circle's paths, as their own SVG output, in the order drawn.
        let paths = svg.elements(named: "path").filter { $0.attributes["d"] != nil }
        let rectangle = try #require(list.items(named: "Rectangle").first)
        let circle = try #require(list.items(named: "Circle").first)
        #expect(
            paths.contains { $0.attributes["d"] == rectangle.path?.svgPathData && $0.attributes["fill"] == "#ff9500" })
        #expect(
            paths.contains { $0.attributes["d"] == circle.path?.svgPathData && $0.attributes["stroke"] == "#000000" })

        // Both are clipped to the gauge's circle, defined once.
        #expect(svg.elements(named: "clipPath").count == 1)
        #expect(svg.elements(named: "g").filter { $0.attributes["clip-path"] == "url(#clip-1)" }.count == 2)

        // Half way from 0° to 90°: a 45° turn about the 200-point frame's centre.
        let turned = svg.elements(named: "g").compactMap { $0.attributes["transform"] }.filter {
            $0.hasPrefix("matrix")
        }
        #expect(turned.first?.hasPrefix("matrix(0.7071 0.7071 -0.7071 0.7071") == true)

        // The text at half opacity; the image as a placeholder labelled with its symbol's name.
        #expect(
            svg.elements(named: "g").contains {
                $0.attributes["data-view"] == "Text" && $0.attributes["opacity"] == "0.5"
            })
        #expect(svg.elements(named: "text").contains { $0.text == "Tilt" && $0.attributes["font-size"] == "17" })
        #expect(svg.elements(named: "rect").contains { $0.attributes["class"] == "placeholder" })
        #expect(svg.elements(named: "text").contains { $0.text == "plus" })
    }

    @Test("a text is drawn in its font's size and weight: CSS 700 for bold, no weight for regular")
    func fontWeight() throws {
        let host = ViewHost(
            VStack {
                Text("Batter").font(.title2.bold())
                Text("55%").font(.system(size: 44, weight: .heavy))
                Text("Pour Out")
            })
        let svg = try #require(SVGDocument(ScreenDrawing(host, at: [0]).svg()))
        let texts = svg.elements(named: "text").filter { $0.attributes["class"] == nil }
        #expect(texts.map(\.text) == ["Batter", "55%", "Pour Out"])
        #expect(texts.map { $0.attributes["font-size"] } == ["22", "44", "17"])
        #expect(texts.map { $0.attributes["font-weight"] } == ["700", "800", nil])
    }

    @Test("a film strip: one labelled screen per moment, and the same bytes every run")
    func filmStrip() throws {
        func strip() -> String {
            let host = ViewHost(Bowl())
            host.update()
            host.tap("tilt")
            return ScreenDrawing(host, at: [0, 0.5, 1]).filmStrip()
        }
        let text = strip()
        let svg = try #require(SVGDocument(text))
        #expect(
            svg.elements(named: "g").filter { $0.attributes["data-frame"] != nil }.map { $0.attributes["data-frame"] }
                == ["0", "30", "60"])
        #expect(
            svg.elements(named: "text").filter { $0.attributes["class"] == "label" }.map(\.text) == [
                "frame 0, 0.000 s", "frame 30, 0.500 s", "frame 60, 1.000 s",
            ])
        #expect(strip() == text)
    }
}
