import AnimaticUI
import Foundation
import Testing

@Suite("Font")
struct FontTests {
    @Test(
        "text styles have Dynamic Type's default sizes",
        arguments: [
            (Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ] as [(Font, CGFloat)])
    func sizes(font: Font, size: CGFloat) {
        #expect(font.pointSize == size)
    }

    @Test("headline is semibold, the other styles regular")
    func weights() {
        #expect(Font.headline.weight == .semibold)
        for style in Font.TextStyle.allCases where style != .headline {
            #expect(Font.system(style).weight == .regular, "\(style)")
        }
    }

    @Test("system fonts, and the weight, italic and digit modifiers")
    func modifiers() {
        let counter = Font.system(size: 44, weight: .bold, design: .rounded)
        #expect(counter.pointSize == 44 && counter.weight == .bold && counter.design == .rounded)
        #expect(Font.title2.bold().pointSize == 22 && Font.title2.bold().weight == .bold)
        #expect(Font.body.weight(.heavy).weight == .heavy)
        #expect(Font.system(.title, design: .serif, weight: .light).pointSize == 28)
        #expect(Font.system(.title, design: .serif, weight: .light).weight == .light)
        #expect(Font.body.italic().isItalic && !Font.body.isItalic)
        #expect(Font.body.monospacedDigit().hasMonospacedDigits && !Font.body.hasMonospacedDigits)
        #expect(Font.body.monospaced().design == .monospaced)
        #expect(Font.system(size: 12).weight == .regular && Font.system(size: 12).design == .default)
    }

    @Test("fonts are equal when they resolve the same, and hash alike")
    func equality() {
        #expect(Font.headline == Font.system(.headline))
        #expect(Font.body.weight(.semibold) != Font.headline)
        #expect(Font.body != Font.system(size: 17))
        #expect(Font.body.bold() == Font.body.weight(.bold))
        #expect(Set([Font.body, .system(.body), .headline, .body.bold()]).count == 3)
    }
}
