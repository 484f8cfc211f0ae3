import Foundation
import Testing

/// *How Animatic is built* counts and names the targets `Package.swift` declares: a target added
/// or removed without the article following fails here.
@Suite("How Animatic is built")
struct HowAnimaticIsBuiltTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func targets(_ kind: String, in manifest: String) -> [String] {
        let pattern = try! Regex("\\.\(kind)\\(\\s*name: \"([A-Za-z]+)\"")
        return manifest.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }

    static let numbers = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    @Test("the article counts the library targets and executables the manifest declares, and names each")
    func matchesTheManifest() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Docs/Animatic.docc/Articles/HowAnimaticIsBuilt.md"),
            encoding: .utf8)
        let libraries = Self.targets("target", in: manifest)
        let executables = Self.targets("executableTarget", in: manifest)
        #expect(libraries.count > 10 && executables.count == 2, "the manifest's targets: \(libraries), \(executables)")
        let counted =
            "Animatic is \(Self.numbers[libraries.count - 1]) library targets and "
            + "\(Self.numbers[executables.count - 1]) executables"
        let saysSo = article.replacingOccurrences(of: "\n", with: " ").contains(counted)
        #expect(saysSo, "the article's overview should say: \(counted)")
        let unnamed = libraries.filter { !article.contains("`\($0)`") }
        #expect(unnamed.isEmpty, "targets the article does not name: \(unnamed)")
    }
}
