import Foundation
import Testing

/// The pictures the README and the docs show are what the tool makes now: each `swift run
/// animatic …` line of `.ci/pictures` is run here, writing to a temporary file, and compared with
/// the committed picture.
@Suite("Documentation pictures")
struct DocumentationPictureTests {
    struct Picture: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let path: String
        var testDescription: String { path }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var pictures: [Picture] {
        let script = (try? String(contentsOf: root.appendingPathComponent(".ci/pictures"), encoding: .utf8)) ?? ""
        return script.split(separator: "\n").compactMap { line -> Picture? in
            guard line.hasPrefix("swift run animatic ") else { return nil }
            let arguments = line.dropFirst("swift run animatic ".count).split(separator: " ").map(String.init)
            guard let output = arguments.firstIndex(of: "--output"), output + 1 < arguments.count else { return nil }
            return Picture(arguments: arguments, path: arguments[output + 1])
        }
    }

    @Test("the script makes the README's two pictures and the article's third")
    func script() {
        #expect(
            Self.pictures.map(\.path) == [
                "Docs/Animatic.docc/Resources/counter-plot.svg",
                "Docs/Animatic.docc/Resources/morph-vs-snap-strip.svg",
                "Docs/Animatic.docc/Resources/batter-gauge-waves.svg",
            ])
    }

    @Test("each committed picture is what its command writes today", arguments: pictures)
    func fresh(_ picture: Picture) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        var arguments = picture.arguments
        arguments[arguments.firstIndex(of: "--output")! + 1] = file.path
        let result = try AnimaticCommandTests().animatic(arguments)
        #expect(result.status == 0, "\(result.error)")
        let made = try Data(contentsOf: file)
        let committed = try Data(contentsOf: Self.root.appendingPathComponent(picture.path))
        #expect(
            made == committed,
            "\(picture.path) is stale: run 'bash .ci/pictures' and commit the pictures it writes")
        #expect(made.count <= 200_000, "\(picture.path) is \(made.count) bytes")
    }
}
