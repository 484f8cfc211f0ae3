import AnimaticExports
import AnimaticUI
import Foundation
import Testing

/// The card of the semantic styles, asking for the dark appearance: a primary text, a secondary
/// one, a default button, and swatches filled with the background and the tint.
private struct DarkCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Title")
            Text("Likes").foregroundStyle(.secondary)
            Button("Like") {}
            Rectangle().fill(.background).frame(width: 10, height: 10)
            Rectangle().fill(.tint).frame(width: 12, height: 12)
            Rectangle().fill(.red).frame(width: 14, height: 14)
        }
        .preferredColorScheme(.dark)
    }
}

/// Two texts side by side, only the second in the dark appearance through the environment.
private struct HalfDark: View {
    var body: some View {
        HStack {
            Text("Light")
            Text("Dark").environment(\.colorScheme, .dark)
        }
    }
}

/// Reads the colour scheme from the environment, as a view that adapts does.
private struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

@Suite("ScreenDrawing in the dark appearance")
struct ScreenDrawingDarkTests {
    private func drawing(_ view: some View) throws -> (DisplayList, SVGDocument) {
        let host = ViewHost(view)
        host.update()
        let drawing = ScreenDrawing(host, at: [0])
        return (try #require(drawing.moments.first).displayList, try #require(SVGDocument(drawing.svg())))
    }

    @Test("preferredColorScheme(.dark): a black screen, white text, secondary (235, 235, 245) at 60 %, the dark accent")
    func darkCard() throws {
        let (list, svg) = try drawing(DarkCard())
        #expect(list.colorScheme == .dark)
        let screen = try #require(svg.elements(named: "rect").first { $0.attributes["class"] == "screen" })
        #expect(screen.attributes["fill"] == "#000000")
        let texts = Dictionary(uniqueKeysWithValues: svg.elements(named: "text").map { ($0.text, $0.attributes) })
        #expect(texts["Title"]?["fill"] == "#ffffff")
        #expect(texts["Likes"]?["fill"] == "#ebebf5")
        #expect(texts["Likes"]?["fill-opacity"] == "0.6")
        // iOS's dark accent, (10, 132, 255), for the default button's title and for .tint.
        #expect(texts["Like"]?["fill"] == "#0a84ff")
        let swatches = list.items(named: "Rectangle")
        #expect(swatches.map(\.frame.width) == [10, 12, 14])
        func fill(of item: DisplayList.Item) -> [String?] {
            svg.elements(named: "path").filter { $0.attributes["d"] == item.path?.svgPathData }.map {
                $0.attributes["fill"]
            }
        }
        #expect(fill(of: swatches[0]) == ["#000000"])
        #expect(fill(of: swatches[1]) == ["#0a84ff"])
        // A colour that is not semantic keeps its components.
        #expect(fill(of: swatches[2]) == ["#ff3b30"])
        // The items still name the colours code wrote.
        #expect(
            list.items(named: "Text").compactMap(\.fill).map(\.description) == ["primary", "secondary", "accentColor"])
    }

    @Test("environment(\\.colorScheme, .dark) darkens its subtree only, and views below read it")
    func subtree() throws {
        let (list, svg) = try drawing(HalfDark())
        #expect(list.colorScheme == .light)
        let texts = Dictionary(uniqueKeysWithValues: svg.elements(named: "text").map { ($0.text, $0.attributes) })
        #expect(texts["Light"]?["fill"] == "#000000")
        #expect(texts["Dark"]?["fill"] == "#ffffff")
        let reader = ViewHost(SchemeReader().preferredColorScheme(.dark))
        reader.update()
        #expect(reader.displayList.items.first?.text == "dark")
        let light = ViewHost(SchemeReader())
        light.update()
        #expect(light.displayList.items.first?.text == "light")
    }
}
