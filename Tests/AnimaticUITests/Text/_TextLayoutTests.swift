import AnimaticUI
import Foundation
import Testing

// body (17 points): "Hello" 40, "World" 46⅓, "Hello World" 90⅔, a line 20⅓;
// W is 940 → 15.98 → 16, "WW" 31.96 → 32, "WWW" 47.94 → 48, "WWWW" 63.92 → 64.

@Suite("_TextLayout")
struct TextLayoutTests {
    private func expectLines(
        _ layout: _TextLayout, _ lines: [String], _ size: CGSize, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(layout.lines.map(\.text) == lines, sourceLocation: sourceLocation)
        expectSize(layout.size, size, "\"\(layout.string)\"", sourceLocation: sourceLocation)
    }

    @Test("with no width proposed, one line at its ideal width")
    func ideal() {
        expectLines(
            _TextLayout("Hello World", proposal: .unspecified), ["Hello World"],
            CGSize(width: 90 + 2 * third, height: 20 + third))
    }

    @Test("one line when it fits, even exactly")
    func fits() {
        expectLines(
            _TextLayout("Hello World", proposal: ProposedViewSize(width: 300, height: nil)), ["Hello World"],
            CGSize(width: 90 + 2 * third, height: 20 + third))
        expectLines(
            _TextLayout("Hello World", proposal: ProposedViewSize(width: 90 + 2 * third, height: nil)), ["Hello World"],
            CGSize(width: 90 + 2 * third, height: 20 + third))
    }

    @Test("wraps at the space, reporting the widest line and the line breaks")
    func wraps() {
        // In 60: "Hello World" (90⅔) does not fit; "Hello" (40) then "World" (46⅓).
        let layout = _TextLayout("Hello World", proposal: ProposedViewSize(width: 60, height: nil))
        expectLines(layout, ["Hello", "World"], CGSize(width: 46 + third, height: 40 + 2 * third))
        let string = layout.string
        #expect(layout.lines.map { string.distance(from: string.startIndex, to: $0.range.lowerBound) } == [0, 6])
        #expect(layout.lines.map { String(string[$0.range]) } == ["Hello", "World"])
        #expect(layout.lines.map(\.width) == [40, 46 + third])
        // A third of a point less than the line needs also wraps.
        expectLines(
            _TextLayout("Hello World", proposal: ProposedViewSize(width: 90 + third, height: nil)), ["Hello", "World"],
            CGSize(width: 46 + third, height: 40 + 2 * third))
    }

    @Test("a word wider than the line breaks between characters")
    func longWord() {
        // In 50: "WWW" (48) fits, "WWWW" (64) does not.
        expectLines(
            _TextLayout("WWWWW", proposal: ProposedViewSize(width: 50, height: nil)), ["WWW", "WW"],
            CGSize(width: 48, height: 40 + 2 * third))
        // "Hi" (H 730 + i 240 = 970 → 16.49 → 16⅔) then the long word on lines of its own.
        expectLines(
            _TextLayout("Hi WWWWW", proposal: ProposedViewSize(width: 50, height: nil)), ["Hi", "WWW", "WW"],
            CGSize(width: 48, height: 61))
    }

    @Test("bold text wraps sooner")
    func bold() {
        // Bold "Hello World" is 5320 × 17 / 1000 × 1.06 = 95.87 → 96, wider than 90⅔.
        let layout = _TextLayout(
            "Hello World", font: .body.bold(), proposal: ProposedViewSize(width: 90 + 2 * third, height: nil))
        #expect(layout.lines.map(\.text) == ["Hello", "World"])
    }

    @Test("a newline always starts a line, and an empty paragraph is an empty line")
    func newlines() {
        expectLines(
            _TextLayout("Hello\n\nWorld", proposal: .unspecified), ["Hello", "", "World"],
            CGSize(width: 46 + third, height: 61))
    }

    @Test("lines that do not fit the height are cut, the last kept one ending in …")
    func truncation() {
        // 60 × 30 holds one line (30 / 20⅓ < 2): "Hello" + "…" = 2350 + 780 = 3130 → 53.21 → 53⅓.
        let layout = _TextLayout("Hello World", proposal: ProposedViewSize(width: 60, height: 30))
        expectLines(layout, ["Hello…"], CGSize(width: 53 + third, height: 20 + third))
        #expect(layout.isTruncated)
        // Even proposed no height at all, one line is kept.
        expectLines(
            _TextLayout("Hello World", proposal: ProposedViewSize(width: 60, height: 0)), ["Hello…"],
            CGSize(width: 53 + third, height: 20 + third))
        // In 45, "Hello…" (53⅓) is too wide: "Hell…" = 730 + 560 + 240 + 240 + 780 = 2550 →
        // 43.35 → 43⅔ fits.
        expectLines(
            _TextLayout("Hello World", proposal: ProposedViewSize(width: 45, height: 20)), ["Hell…"],
            CGSize(width: 43 + 2 * third, height: 20 + third))
        // Room for both lines: nothing is cut.
        #expect(!_TextLayout("Hello World", proposal: ProposedViewSize(width: 60, height: 41)).isTruncated)
    }

    @Test("an empty string has no lines and no size")
    func empty() {
        expectLines(_TextLayout("", proposal: ProposedViewSize(width: 100, height: 100)), [], .zero)
    }

    @Test("for every width, lines fit it, keep every character in order, and stack up to the height")
    func everyWidth() {
        let string = "The quick brown fox jumps over the lazy dog"
        let lineHeight = _TextMetrics.lineHeight(of: .body)
        for width in stride(from: CGFloat(1), through: 400, by: 1) {
            let layout = _TextLayout(string, proposal: ProposedViewSize(width: width, height: nil))
            #expect(layout.size.width <= width, "width \(width): \(layout.size.width)")
            #expect(layout.size.height == CGFloat(layout.lines.count) * lineHeight)
            #expect(
                layout.lines.map(\.text).joined().filter { $0 != " " } == string.filter { $0 != " " },
                "width \(width): \(layout.lines.map(\.text))")
            for line in layout.lines where line.text.count > 1 {
                #expect(line.width <= width, "width \(width): \"\(line.text)\" is \(line.width)")
            }
        }
    }
}
