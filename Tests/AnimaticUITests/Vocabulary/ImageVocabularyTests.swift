import AnimaticExports
import AnimaticUI
import Foundation
import Testing

// An asset image's placeholder is 100 × 100 points (`_LeafSizing.assetImageSize`). The default
// screen is 402 × 874 points, with the root view centred in its safe area, 402 × 778 at y = 62: a
// view h points high is at y = 62 + (778 − h) / 2.

private struct FixedImage: View {
    var body: some View {
        Image("photo").frame(width: 50, height: 50)
    }
}

private struct StretchedImage: View {
    var body: some View {
        Image("photo").resizable().frame(width: 300, height: 150)
    }
}

private struct FittedImage: View {
    var body: some View {
        Image("photo").resizable().scaledToFit().frame(width: 300, height: 150)
    }
}

private struct FilledImage: View {
    var body: some View {
        Image("photo").resizable().scaledToFill().frame(width: 300, height: 150).clipped()
    }
}

private struct WideImage: View {
    var body: some View {
        Image("photo").resizable().aspectRatio(2, contentMode: .fit).frame(width: 300, height: 300)
    }
}

private struct ImageButton: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)")
            Button {
                taps += 1
            } label: {
                Image("logo").resizable().frame(width: 40, height: 40)
            }
        }
    }
}

@Suite("Vocabulary: asset images and their sizing")
struct ImageVocabularyTests {
    private func image(_ view: some View) throws -> DisplayList.Item {
        let host = ViewHost(view)
        host.update()
        return try #require(host.displayList.items.first { $0.kind == .image })
    }

    @Test("an asset image keeps its 100-point size whatever it is offered, centred in a smaller frame")
    func fixed() throws {
        let item = try image(FixedImage())
        // The 50 × 50 frame is at (176, 426); the 100 × 100 image is centred on it: 25 points out.
        #expect(item.frame == CGRect(x: 151, y: 401, width: 100, height: 100))
        #expect(item.imageName == "photo")
        #expect(item.systemImage == nil)
    }

    @Test("a resizable image takes the frame it is offered")
    func stretched() throws {
        #expect(try image(StretchedImage()).frame == CGRect(x: 51, y: 376, width: 300, height: 150))
    }

    @Test("scaledToFit: a square image in 300 × 150 is 150 × 150, centred")
    func fit() throws {
        // Ratio 1 (100 / 100); width min(300, 150 × 1) = 150. The frame is at (51, 376).
        #expect(try image(FittedImage()).frame == CGRect(x: 126, y: 376, width: 150, height: 150))
    }

    @Test("scaledToFill: a square image over 300 × 150 is 300 × 300, centred and overflowing")
    func fill() throws {
        let item = try image(FilledImage())
        // Width max(300, 150 × 1) = 300; centred on the frame at (51, 376): 75 points above it.
        #expect(item.frame == CGRect(x: 51, y: 301, width: 300, height: 300))
        #expect(item.clip == [Rectangle().path(in: CGRect(x: 51, y: 376, width: 300, height: 150))])
    }

    @Test("aspectRatio(2, .fit) in 300 × 300 is 300 × 150")
    func ratio() throws {
        // Width min(300, 300 × 2) = 300, height 300 / 2 = 150; the frame is at (51, 301).
        #expect(try image(WideImage()).frame == CGRect(x: 51, y: 376, width: 300, height: 150))
    }

    @Test("a button whose label is an asset image answers to the image's name")
    func imageButton() {
        let host = ViewHost(ImageButton())
        host.update()
        #expect(host.tappableLabels == ["logo"])
        host.tap("logo")
        host.update()
        #expect(host.displayList.items.compactMap(\.text) == ["1"])
        #expect(ScreenDrawing.group(host.displayList).contains(">logo</text>"))
    }

    @Test("an image's description says how it was made")
    func descriptions() {
        #expect(Image("photo").resizable().description == "Image(\"photo\").resizable()")
        #expect(Image(systemName: "heart").description == "Image(systemName: \"heart\")")
    }
}
