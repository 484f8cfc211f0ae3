import Foundation
import Testing

/// Command outputs quoted in the docs, each marked `<!-- command: graph counter --until 0.5 -->`
/// before its code block, must be exactly what `animatic` prints for those arguments today: the
/// docs cannot drift from the tool.
@Suite("Documentation commands")
struct DocumentationCommandTests {
    struct Quote: CustomTestStringConvertible, Sendable {
        let file: String
        let arguments: [String]
        let text: String
        var testDescription: String { "\(file): animatic \(arguments.joined(separator: " "))" }
    }

    static let docs = DocumentationPictureTests.root.appendingPathComponent("Docs")

    static var quotes: [Quote] {
        let files =
            FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return files.sorted { $0.path < $1.path }.flatMap { file -> [Quote] in
            let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").components(separatedBy: "\n")
            var quotes: [Quote] = []
            let marker = "<!-- command: "
            for (index, line) in lines.enumerated() where line.hasPrefix(marker) {
                let arguments = line.dropFirst(marker.count).dropLast(" -->".count).split(separator: " ").map(
                    String.init)
                guard let end = lines[(index + 2)...].firstIndex(of: "```") else { continue }
                let body = lines[(index + 2)..<end].map { $0 + "\n" }.joined()
                quotes.append(Quote(file: file.lastPathComponent, arguments: arguments, text: body))
            }
            return quotes
        }
    }

    @Test("the docs quote at least one command's output")
    func docsQuoteCommands() {
        #expect(!Self.quotes.isEmpty)
    }

    @Test("each quoted output is what the command prints", arguments: quotes)
    func quotedOutput(_ quote: Quote) throws {
        let result = try AnimaticCommandTests().animatic(quote.arguments)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == quote.text, "the quote is stale: run 'animatic \(quote.arguments.joined(separator: " "))'")
    }
}
