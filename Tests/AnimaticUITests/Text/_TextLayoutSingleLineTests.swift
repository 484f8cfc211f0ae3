import Foundation
import Testing

@testable import AnimaticUI

@Suite("A text that fits on one line is laid out without the line breaker")
struct TextLayoutSingleLineTests {
    private static let pieces = [
        "a", "row", "Hello,", "wrapping", " ", "  ", "\t", "iiii", "WWWW", "🎉", "é", "—", "\n",
    ]
    private static let fonts: [Font] = [.body, .caption, .largeTitle.bold(), .system(size: 9, design: .monospaced)]

    /// A generator that gives the same numbers for a seed, on every platform.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The lines the line breaker makes: the layout before this fast path, as an oracle.
    private func brokenLines(_ string: String, font: Font, width: CGFloat?) -> [_TextLayout.Line] {
        let breaker = _LineBreaker(string: string, font: font)
        return breaker.lines(width: width).map { range in
            _TextLayout.Line(
                range: breaker.indices[range.lowerBound]..<breaker.indices[range.upperBound],
                text: String(breaker.characters[range]), width: breaker.width(range))
        }
    }

    @Test("every string, font and width gives the line breaker's lines and their size", arguments: 0..<8)
    func agreesWithBreaker(seed: Int) {
        var random = Generator(state: UInt64(seed) &+ 11)
        for _ in 0..<300 {
            let string = (0..<random.next(9)).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined()
            let font = Self.fonts[random.next(Self.fonts.count)]
            let width: CGFloat? = random.next(4) == 0 ? nil : CGFloat(random.next(300))
            let layout = _TextLayout(string, font: font, proposal: ProposedViewSize(width: width, height: nil))
            let expected = brokenLines(string, font: font, width: width)
            #expect(
                layout.lines == expected, "\(string.debugDescription) in \(font) at width \(String(describing: width))")
            let widest = expected.reduce(0) { max($0, $1.width) }
            #expect(
                layout.size
                    == CGSize(
                        width: min(widest, width ?? .infinity), height: CGFloat(expected.count) * layout.lineHeight))
        }
    }
}
