import AnimaticPlaygrounds
import Foundation
import Testing

/// The timelines quoted in the documentation, each marked `<!-- timeline: scene -->` before its
/// code block, must be exactly what the scene prints: the docs cannot drift from the behaviour.
@Suite("Documentation timelines")
struct DocumentationTimelineTests {
    /// A timeline quoted in the docs: `<!-- timeline: scene -->` or, for the first seconds of a
    /// scene, `<!-- timeline: scene 0.2 -->`, followed by a code block that must be the scene's whole
    /// timeline; or `<!-- excerpt: scene -->`, a block that must appear in it.
    struct Quote: CustomTestStringConvertible {
        let file: String
        let scene: String
        let until: Double?
        let isExcerpt: Bool
        let text: String
        var testDescription: String {
            "\(file): \(isExcerpt ? "excerpt of " : "")\(scene)" + (until.map { " until \($0) s" } ?? "")
        }
    }

    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs")

    static var quotes: [Quote] {
        let files =
            FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return files.sorted { $0.path < $1.path }.flatMap { file -> [Quote] in
            let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").components(separatedBy: "\n")
            var quotes: [Quote] = []
            for (index, line) in lines.enumerated()
            where line.hasPrefix("<!-- timeline: ") || line.hasPrefix("<!-- excerpt: ") {
                let isExcerpt = line.hasPrefix("<!-- excerpt: ")
                let marker = isExcerpt ? "<!-- excerpt: " : "<!-- timeline: "
                let words = line.dropFirst(marker.count).dropLast(" -->".count).split(separator: " ")
                guard let scene = words.first, let end = lines[(index + 2)...].firstIndex(of: "```") else { continue }
                let body = lines[(index + 2)..<end].map { $0 + "\n" }.joined()
                quotes.append(
                    Quote(
                        file: file.lastPathComponent, scene: String(scene),
                        until: words.dropFirst().first.flatMap { Double($0) }, isExcerpt: isExcerpt, text: body))
            }
            return quotes
        }
    }

    @Test("the README's excerpt is part of what its first command prints")
    func readmeExcerpt() throws {
        let readme = try String(
            contentsOf: Self.docs.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let afterIntro = try #require(readme.components(separatedBy: "This is part of its output:\n\n```\n").last)
        let excerpt = try #require(afterIntro.components(separatedBy: "```").first)
        let scene = try #require(SceneCatalog.scene(named: "counter"))
        #expect(readme.contains("swift run animatic run counter"))
        #expect(scene.run().trace.timeline().contains(excerpt))
    }

    @Test("the docs quote at least one timeline")
    func docsQuoteTimelines() {
        #expect(!Self.quotes.isEmpty)
    }

    @Test("each quoted timeline is what the scene prints", arguments: quotes)
    func quotedTimeline(_ quote: Quote) throws {
        let scene = try #require(SceneCatalog.scene(named: quote.scene), "no scene named \(quote.scene)")
        let timeline = scene.run(until: quote.until).trace.timeline()
        if quote.isExcerpt {
            #expect(timeline.contains(quote.text), "the excerpt is not part of the scene's timeline")
        } else {
            #expect(quote.text == timeline)
        }
    }
}
