import AnimaticUI
import Foundation
import Testing

// Widths are thousandths of an em × point size / 1000 × the weight's factor, rounded up to a
// third of a point; line heights are 2444/2048 of the point size, rounded up the same way.

@Suite("_TextMetrics")
struct TextMetricsTests {
    @Test(
        "widths of words in body, from the advance table",
        arguments: [
            // H 730 + e 560 + l 240 + l 240 + o 580 = 2350 → 39.95 → 40
            ("Hello", 40.0),
            // W 940 + o 580 + r 360 + l 240 + d 590 = 2710 → 46.07 → 46⅓
            ("World", 46 + 1.0 / 3),
            // 2350 + 260 + 2710 = 5320 → 90.44 → 90⅔
            ("Hello World", 90 + 2.0 / 3),
            // ten digits of 600: 6000 → 102 exactly
            ("0123456789", 102),
            // two wide characters of 1000: 34
            ("日本", 34),
            // one emoji of 1250: 21.25 → 21⅓, however many scalars make the cluster
            ("👍", 21 + 1.0 / 3), ("🇫🇷", 21 + 1.0 / 3), ("👨‍👩‍👧", 21 + 1.0 / 3),
            // é is as wide as e, 560: 9.52 → 9⅔
            ("é", 9 + 2.0 / 3),
            // the ellipsis, 780: 13.26 → 13⅓
            ("…", 13 + 1.0 / 3),
            // a control character is 0
            ("\u{7}", 0),
        ] as [(String, CGFloat)])
    func widths(text: String, width: CGFloat) {
        let measured = _TextMetrics.width(of: text, font: .body)
        #expect(abs(measured - width) < 1e-9, "\"\(text)\" is \(measured) wide, expected \(width)")
    }

    @Test("every digit is as wide as every other, so counters do not shift")
    func tabularDigits() {
        let widths = Set("0123456789".map { _TextMetrics.advance(of: $0) })
        #expect(widths == [600])
        #expect(_TextMetrics.width(of: "1111", font: .body) == _TextMetrics.width(of: "8888", font: .body))
    }

    @Test("bold is 1.06 times as wide; monospaced makes every character 600")
    func weightAndDesign() {
        // 2350 × 17 / 1000 × 1.06 = 42.347 → 42⅔.
        #expect(abs(_TextMetrics.width(of: "Hello", font: .body.bold()) - (42 + 2.0 / 3)) < 1e-9)
        // H and i at 600 each: 1200 × 17 / 1000 = 20.4 → 20⅔.
        #expect(abs(_TextMetrics.width(of: "Hi", font: .body.monospaced()) - (20 + 2.0 / 3)) < 1e-9)
        // Italic leaves widths alone.
        #expect(_TextMetrics.width(of: "Hello", font: .body.italic()) == 40)
    }

    @Test(
        "line heights: 2444/2048 of the size, rounded up to a third of a point",
        arguments: [
            (Font.body, 20 + 1.0 / 3),  // 20.287
            (.largeTitle, 40 + 2.0 / 3),  // 40.574
            (.title, 33 + 2.0 / 3),  // 33.414
            (.footnote, 15 + 2.0 / 3),  // 15.514
            (.caption, 14 + 1.0 / 3),  // 14.320
            (.caption2, 13 + 1.0 / 3),  // 13.127
        ] as [(Font, CGFloat)])
    func lineHeights(font: Font, height: CGFloat) {
        #expect(abs(_TextMetrics.lineHeight(of: font) - height) < 1e-9)
    }

    @Test("rounding up ignores floating-point noise below 10⁻⁹")
    func rounding() {
        #expect(_TextMetrics.roundedUp(40) == 40)
        #expect(_TextMetrics.roundedUp(40 + 1e-12) == 40)
        #expect(abs(_TextMetrics.roundedUp(40.01) - (40 + 1.0 / 3)) < 1e-9)
    }
}
