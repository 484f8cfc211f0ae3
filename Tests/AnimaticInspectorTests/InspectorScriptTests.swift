import AnimaticInspector
import AnimaticScenes
import Foundation
import Testing

@Suite("The inspector's script")
struct InspectorScriptTests {
    /// The folder of the inspector's styles and script files in the source tree.
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AnimaticInspector/Resources")

    /// The script of a page: the text of its last `<script>` element.
    static func script(of html: String) throws -> String {
        let start = try #require(html.range(of: "<script>\n", options: .backwards), "the page has no script")
        let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The page's script files, in the order `.ci/inspector-script` reads from
    /// `_InspectorPage.scriptFiles`: the names of its entries, one a line.
    static func filesInOrder() throws -> [String] {
        let page = resources.deletingLastPathComponent().appendingPathComponent("_InspectorPage.swift")
        let source = try String(contentsOf: page, encoding: .utf8)
        return source.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: /\s*\("([a-z0-9-]*\.js)", PackageResources\.[a-z0-9_]*\),/).map { String($0.1) }
        }
    }

    @Test("the page's script is the script files whole, in the order CI reads, in one strict function")
    func files() throws {
        let script = try Self.script(of: try Inspector(Scene.counterByHand.run(until: 0.5)).html())
        let names = try Self.filesInOrder()
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
            .filter { $0.hasSuffix(".js") }
        #expect(names.count > 1)
        #expect(names.sorted() == onDisk.sorted(), "a script file the page does not list, or one it lists in vain")
        var expected = "\"use strict\";\n(function () {\n"
        for name in names {
            let text = try String(contentsOf: Self.resources.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasSuffix("\n"), "\(name) does not end with a newline")
            expected += text
        }
        expected += "})();\n"
        #expect(script == expected)
    }
}
