import Foundation
import Testing

/// The manifests the docs quote name Animatic's libraries as another package's products, the form
/// that builds outside the repository: the one the example package uses, which CI builds outside it.
@Suite("Documentation manifests")
struct DocumentationManifestTests {
    static let root = DocumentationTimelineTests.docs.deletingLastPathComponent()

    /// The products `Package.swift` declares.
    static func products() throws -> Set<String> {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return Set(
            manifest.components(separatedBy: ".library(name: \"").dropFirst().compactMap {
                $0.split(separator: "\"").first.map(String.init)
            })
    }

    /// The Swift code blocks of the README and the articles, with the file each is in.
    static func swiftBlocks() throws -> [(file: String, code: String)] {
        let articles = try FileManager.default.contentsOfDirectory(
            at: DocumentationTimelineTests.docs.appendingPathComponent("Animatic.docc/Articles"),
            includingPropertiesForKeys: nil)
        return try ([root.appendingPathComponent("README.md")] + articles.sorted { $0.path < $1.path })
            .filter { $0.pathExtension == "md" }
            .flatMap { file in
                let text = try String(contentsOf: file, encoding: .utf8)
                return text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
                    block.components(separatedBy: "```").first.map { (file.lastPathComponent, $0) }
                }
            }
    }

    @Test("a quoted target depends on Animatic's libraries as .product(name:package:), each a product it declares")
    func productsByPackage() throws {
        let products = try Self.products()
        #expect(products.contains("AnimaticTesting") && products.contains("AnimaticUI"), "\(products)")
        var quoted = 0
        for (file, code) in try Self.swiftBlocks() where code.contains("Target(") {
            for line in code.split(separator: "\n") where line.contains("dependencies:") || line.contains("\"Animatic")
            {
                for bare in products where line.contains("[\"\(bare)\"") || line.contains(", \"\(bare)\"") {
                    Issue.record(
                        "\(file): '\(bare)' is named bare in \(line); write .product(name: \"\(bare)\", package: \"Animatic\")"
                    )
                }
            }
            for piece in code.components(separatedBy: ".product(name: \"").dropFirst() {
                let name = String(piece.prefix { $0 != "\"" })
                #expect(products.contains(name), "\(file): '\(name)' is not a product of Package.swift")
                #expect(piece.dropFirst(name.count).hasPrefix("\", package: \"Animatic\")"), "\(file): \(name)")
                quoted += 1
            }
        }
        #expect(quoted >= 2, "the docs quote no product dependency")
    }

    @Test("the example package, which CI builds outside the repository, uses the same form")
    func examplePackage() throws {
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/ToggleCard/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".product(name: \"AnimaticTesting\", package: \"Animatic\")"))
        #expect(manifest.contains(".product(name: \"AnimaticUI\", package: \"Animatic\")"))
    }
}
