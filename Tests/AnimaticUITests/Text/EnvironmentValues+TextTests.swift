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
}
