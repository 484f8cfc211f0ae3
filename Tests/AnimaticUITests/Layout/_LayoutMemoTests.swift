import Foundation
import Testing

@testable import AnimaticUI

@Suite("A text is measured once per string, font and width")
struct LayoutMemoTests {
    private static let words = ["a", "row", "Hello,", "world", "wrapping", "text", "iiii", "WWWW", "—", "emoji 🎉"]
    private static let fonts: [Font] = [.body, .caption, .largeTitle, .headline.bold(), .system(size: 9)]

    /// A generator that gives the same numbers for a seed, on every platform.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("the memo's size is the text laid out afresh, for any string, font, width and height", arguments: 0..<8)
    func memoAgreesWithLayout(seed: Int) {
        var random = Generator(state: UInt64(seed) &+ 1)
        for _ in 0..<40 {
            let memo = _LayoutMemo()
            let content = (0...random.next(12)).map { _ in Self.words[random.next(Self.words.count)] }
                .joined(separator: " ")
            let font = Self.fonts[random.next(Self.fonts.count)]
            // Proposals as stacks make them: a width, then heights of 0, unlimited, exact and cut.
            for _ in 0..<10 {
                let width: CGFloat? = random.next(5) == 0 ? nil : CGFloat(random.next(400))
                let heights: [CGFloat?] = [0, nil, .infinity, CGFloat(random.next(120)), CGFloat(random.next(30)) / 2]
                let height = heights[random.next(heights.count)]
                let proposal = ProposedViewSize(width: width, height: height)
                let expected = _TextLayout(content, font: font, proposal: proposal).size
                #expect(
                    memo.textSize(content, font: font, proposal: proposal) == expected,
                    "\"\(content)\" in \(font) for \(proposal)")
            }
        }
    }

    @Test("a stack's three proposals at one width lay a one-line text out once")
    func oneLayoutPerWidth() {
        let memo = _LayoutMemo()
        for height in [0, CGFloat.infinity, 22] {
            _ = memo.textSize("Row 12", font: .body, proposal: ProposedViewSize(width: 300, height: height))
        }
        #expect(memo.textMeasured.map(\.proposal) == [ProposedViewSize(width: 300, height: nil)])
    }

    @Test("a text laid out for many widths keeps the latest eight, oldest first, and a new string starts over")
    func latestEightWidths() {
        let memo = _LayoutMemo()
        for width in 1...11 {
            _ = memo.textSize(
                "Row 12", font: .body, proposal: ProposedViewSize(width: CGFloat(width * 10), height: nil))
        }
        #expect(memo.textMeasured.map(\.proposal.width) == (4...11).map { CGFloat($0 * 10) })
        // The kept ones answer without laying out again; an evicted width is laid out and kept anew.
        _ = memo.textSize("Row 12", font: .body, proposal: ProposedViewSize(width: 110, height: nil))
        #expect(memo.textMeasured.count == 8 && memo.textMeasured.last?.proposal.width == 110)
        _ = memo.textSize("Row 12", font: .body, proposal: ProposedViewSize(width: 10, height: nil))
        #expect(memo.textMeasured.map(\.proposal.width) == (5...11).map { CGFloat($0 * 10) } + [10])
        _ = memo.textSize("Row 13", font: .body, proposal: ProposedViewSize(width: 10, height: nil))
        #expect(memo.textMeasured.map(\.proposal.width) == [10])
    }
}
