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

    @Test("the script makes the README's two pictures, the article's third and seed 000's two screens")
    func script() {
        #expect(
            Self.pictures.map(\.path) == [
                "Docs/Animatic.docc/Resources/counter-plot.svg",
                "Docs/Animatic.docc/Resources/morph-vs-snap-strip.svg",
                "Docs/Animatic.docc/Resources/batter-gauge-waves.svg",
                "Docs/Animatic.docc/Resources/batter-gauge-35.svg",
                "Docs/Animatic.docc/Resources/batter-gauge-75.svg",
            ])
    }

    /// One of seed 000's pictures of the gauge: the level it shows, and its back wave's amplitude.
    struct GaugePicture: CustomTestStringConvertible, Sendable {
        let path: String
        let level: Double
        let amplitudes: ClosedRange<Double>
        let label: String
        var testDescription: String { path }
    }

    /// Seed 000 shows its gauge at 35 % and at 75 %, both mid-slosh: the back wave's amplitude
    /// (4 + 12 × slosh) is well above its resting 4 points and below the crest's 16. The 35 % one
    /// is drawn half a second after the second Pour Out, when the level's spring has all but
    /// settled (within 0.005) and the slosh is on its way down from its crest.
    static let gaugePictures = [
        GaugePicture(
            path: "Docs/Animatic.docc/Resources/batter-gauge-35.svg", level: 0.35, amplitudes: 8...16, label: "35%"),
        GaugePicture(
            path: "Docs/Animatic.docc/Resources/batter-gauge-75.svg", level: 0.75, amplitudes: 8...16, label: "75%"),
    ]

    @Test("seed 000's pictures show the gauge mid-slosh at 35 % and at 75 %", arguments: gaugePictures)
    func gaugePicture(_ picture: GaugePicture) throws {
        let line = try #require(Self.pictures.first { $0.path == picture.path })
        let at = try #require(line.arguments.firstIndex(of: "--at"))
        let time = try #require(Double(line.arguments[at + 1]))
        // The back wave's numbers, a row per tick: tick, frame, time, level, amplitude.
        let csv = try AnimaticCommandTests().animatic(
            "plot", "batter-gauge", "--format", "csv", "--nodes", "ZStack[0]/Wave")
        #expect(csv.status == 0)
        let rows = csv.output.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let row = try #require(rows.last { Double($0[2]).map { $0 <= time + 1e-9 } == true && !$0[3].isEmpty })
        let level = try #require(Double(row[3]))
        let amplitude = try #require(Double(row[4]))
        #expect(abs(level - picture.level) <= 0.005, "level \(level) at \(time) s")
        #expect(picture.amplitudes.contains(amplitude), "amplitude \(amplitude) at \(time) s")
        let svg = try String(contentsOf: Self.root.appendingPathComponent(picture.path), encoding: .utf8)
        #expect(svg.contains(">\(picture.label)</text>"))
        #expect(svg.contains("data-view=\"ZStack[0]/Wave\"") && svg.contains("data-view=\"ZStack[1]/Wave\""))
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
