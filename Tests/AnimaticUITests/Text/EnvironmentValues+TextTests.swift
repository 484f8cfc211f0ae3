import Testing

@testable import AnimaticUI

/// Two texts under a font and a style set above them; one has a font of its own.
private struct Labels: View {
    @State private var large = false
    var body: some View {
        VStack {
            Text("Batter")
            Text("55%").font(.system(size: 44, weight: .bold, design: .rounded))
            Button("large") { large = true }
        }
        .font(large ? .largeTitle : .title2.bold())
        .foregroundStyle(.orange)
    }
}

/// The texts as the host will lay them out and draw them: font and style resolved.
private func resolvedTexts(_ host: ViewHost) -> [Text] {
    var texts: [Text] = []
    host.root.forEachNode { node in
        if case .primitive("Text", let value) = node.kind, let text = value.peek() as? Text { texts.append(text) }
    }
    return texts
}

@Suite("font and foregroundStyle through the environment")
struct TextEnvironmentTests {
    @Test("a Text reads the environment's font and style unless it has its own")
    func resolution() throws {
        let host = ViewHost(Labels())
        host.update()
        let texts = resolvedTexts(host)
        #expect(texts.map(\.content) == ["Batter", "55%", "large"])
        #expect(texts[0].font == .title2.bold())
        #expect(texts[0].foregroundStyle == AnyShapeStyle(Color.orange))
        #expect(texts[1].font == .system(size: 44, weight: .bold, design: .rounded))
        #expect(texts[1].foregroundStyle == AnyShapeStyle(Color.orange))
        host.tap("large")
        host.update()
        #expect(resolvedTexts(host)[0].font == .largeTitle)
        #expect(resolvedTexts(host)[1].font == .system(size: 44, weight: .bold, design: .rounded))
    }

    @Test("the host measures and draws each Text in its resolved font, and again when the font changes")
    func measuredAndDrawn() throws {
        let host = ViewHost(Labels())
        host.update()
        func texts() -> [DisplayList.Item] { host.displayList.items.filter { $0.kind == .text } }
        // A line is the size × 2444/2048, rounded up to a third of a point: 22 pt gives 26.254, so
        // 26 1/3; 44 pt gives 52.508, so 52 2/3; 34 pt gives 40.574, so 40 2/3.
        var items = texts()
        #expect(items.map(\.text) == ["Batter", "55%", "large"])
        #expect(items.map(\.fontSize) == [22, 44, 22])
        #expect(items.map(\.fontWeight) == [.bold, .bold, .bold])
        #expect(abs(items[0].frame.height - 79.0 / 3) < 1e-9)
        #expect(abs(items[1].frame.height - 158.0 / 3) < 1e-9)
        host.tap("large")
        host.update()
        items = texts()
        #expect(items.map(\.fontSize) == [34, 44, 34])
        #expect(items.map(\.fontWeight) == [.regular, .bold, .regular])
        #expect(abs(items[0].frame.height - 122.0 / 3) < 1e-9)
    }
}
