import Foundation
import Testing

@testable import AnimationCore

/// The article *Synthesized animatable data* quotes what these types give: the quotes must be what
/// the code prints, so the article cannot drift from the behaviour.
@Suite("The AutoAnimatable article")
struct AutoAnimatableArticleTests {
    struct Wave: AutoAnimatable, Equatable {
        var level: Double
        var amplitude: Double
        @AnimatableIgnored var phase: Double
        @AnimatableIgnored var crests = 2
    }

    struct Badge: AutoAnimatable {
        var scale: Double
        var label: String
    }

    struct Ring: AutoAnimatable {
        var center: CGPoint
        var radius: CGFloat
        let strokeWidth: CGFloat
        var diameter: CGFloat { radius * 2 }
    }

    static let article: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Docs/Animatic.docc/Articles/SynthesizedAnimatableData.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Whether the article quotes `text`, in a code block's comment lines if need be: comment marks
    /// and line breaks are read as single spaces.
    static func quotes(_ text: String) -> Bool {
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: "//", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return normalized(article).contains(normalized(text))
    }

    @Test("the properties synthesis includes, ignores and skips are the ones the article lists")
    func properties() throws {
        let wave = try AnimatableSynthesis.properties(of: Wave.self)
        #expect(wave.included.map(\.name) == ["level", "amplitude"])
        #expect(wave.ignored.map(\.name) == ["phase", "crests"])
        #expect(Self.quotes(wave.description), "\(wave.description)")
        let ring = try AnimatableSynthesis.properties(of: Ring.self)
        #expect(ring.included.map(\.name) == ["center", "radius"])
        #expect(ring.constants.map(\.name) == ["strokeWidth"])
        #expect(Self.quotes(ring.description), "\(ring.description)")
    }

    @Test("the data interpolates the included properties and leaves the ignored ones alone")
    func interpolation() {
        var wave = Wave(level: 0, amplitude: 10, phase: 3, crests: 4)
        var data = wave.animatableData
        data = data.interpolated(
            towards: Wave(level: 100, amplitude: 20, phase: 9, crests: 1).animatableData, amount: 0.25)
        wave.animatableData = data
        #expect(wave == Wave(level: 25, amplitude: 12.5, phase: 3, crests: 4))
    }

    @Test("a property that cannot animate is the error the article quotes")
    func error() {
        #expect {
            try AnimatableSynthesis.validate(Badge.self)
        } throws: { error in
            Self.quotes("\(error)")
        }
    }
}
