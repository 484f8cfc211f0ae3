import AnimaticExports
import AnimaticUI
import Foundation
import Testing

/// A card of the semantic styles: a red title-sized symbol, secondary text, a default button and
/// two swatches filled with the background and the tint.
private struct StyledCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: "heart").font(.title).foregroundStyle(.red)
            Text("Likes").foregroundStyle(.secondary)
            Button("Like") {}
            Rectangle().fill(.background).frame(width: 10, height: 10)
            Rectangle().fill(.tint).frame(width: 12, height: 12)
        }
    }
}

/// A white card with a soft shadow, on the white screen.
private struct ShadowedCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16).fill(.background)
            .frame(width: 200, height: 100)
            .shadow(color: Color.black.opacity(0.2), radius: 8, x: 0, y: 4)
    }
}

@Suite("ScreenDrawing of styles")
struct ScreenDrawingStyleTests {
    /// The drawing of the card's first frame, parsed.
    private func drawing() throws -> (DisplayList, SVGDocument) {
        let host = ViewHost(StyledCard())
        host.update()
        let drawing = ScreenDrawing(host, at: [0])
        return (try #require(drawing.moments.first).displayList, try #require(SVGDocument(drawing.svg())))
    }

    @Test("a symbol is sized by its font, .title: a 28-point square, outlined in its foreground style, red")
    func image() throws {
        let (list, svg) = try drawing()
        let image = try #require(list.items(named: "Image").first)
        #expect(image.frame.size == CGSize(width: 28, height: 28))
        #expect(image.fill == .red)
        let placeholder = try #require(svg.elements(named: "rect").first { $0.attributes["class"] == "placeholder" })
        #expect(placeholder.attributes["width"] == "28" && placeholder.attributes["height"] == "28")
        // iOS's red, (255, 59, 48).
        #expect(placeholder.attributes["stroke"] == "#ff3b30")
    }

    @Test(".secondary text is iOS's secondary label colour: (60, 60, 67) at 60 %")
    func secondaryText() throws {
        let (_, svg) = try drawing()
        let likes = try #require(svg.elements(named: "text").first { $0.text == "Likes" })
        #expect(likes.attributes["fill"] == "#3c3c43")
        #expect(likes.attributes["fill-opacity"] == "0.6")
    }

    @Test("a default button's title is the accent colour, iOS's blue (0, 122, 255)")
    func buttonTitle() throws {
        let (list, svg) = try drawing()
        #expect(list.items(named: "Text").map(\.fill) == [Color.secondary, .accentColor])
        let like = try #require(svg.elements(named: "text").first { $0.text == "Like" })
        #expect(like.attributes["fill"] == "#007aff")
    }

    @Test(".fill(.background) is the system background, white; .fill(.tint) the accent colour")
    func backgroundAndTint() throws {
        let (list, svg) = try drawing()
        let swatches = list.items(named: "Rectangle")
        #expect(swatches.map(\.frame.width) == [10, 12])
        let fills = svg.elements(named: "path").filter { $0.attributes["d"] == swatches[0].path?.svgPathData }
        #expect(fills.map { $0.attributes["fill"] } == ["#ffffff"])
        let tint = svg.elements(named: "path").filter { $0.attributes["d"] == swatches[1].path?.svgPathData }
        #expect(tint.map { $0.attributes["fill"] } == ["#007aff"])
    }

    @Test("a symbol with no font of its own or above it is the body size, 17 points, in the primary colour")
    func defaultImage() throws {
        let host = ViewHost(Image(systemName: "plus"))
        host.update()
        let image = try #require(host.displayList.items.first)
        #expect(image.frame.size == CGSize(width: 17, height: 17))
        #expect(image.fill == .primary)
    }

    @Test("a white card's shadow is drawn: a drop shadow 4 points down, blurred by half the radius, black at 20 %")
    func shadow() throws {
        let host = ViewHost(ShadowedCard())
        host.update()
        let card = try #require(host.displayList.items.first)
        #expect(card.shadow == DisplayList.Shadow(color: Color.black.opacity(0.2), radius: 8, x: 0, y: 4))
        let svg = try #require(SVGDocument(ScreenDrawing(host, at: [0]).svg()))
        let filter = try #require(svg.elements(named: "filter").first)
        let drop = try #require(svg.elements(named: "feDropShadow").first)
        #expect(drop.attributes["dx"] == "0" && drop.attributes["dy"] == "4")
        #expect(drop.attributes["stdDeviation"] == "4")
        #expect(drop.attributes["flood-color"] == "#000000" && drop.attributes["flood-opacity"] == "0.2")
        let id = try #require(filter.attributes["id"])
        let shadowed = svg.elements(named: "g").filter { $0.attributes["filter"] == "url(#\(id))" }
        #expect(shadowed.map { $0.attributes["data-view"] } == ["RoundedRectangle"])
        // The card itself is white, the screen's colour: only its shadow shows it.
        #expect(svg.elements(named: "path").contains { $0.attributes["fill"] == "#ffffff" })
    }
}
