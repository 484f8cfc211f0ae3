import AnimaticUI
import Foundation
import Testing

private struct Volume: View {
    @State private var volume = 2.0
    @State private var edits: [Bool] = []

    var body: some View {
        VStack {
            Text("\(Int(volume)) \(edits.map { $0 ? "+" : "-" }.joined())")
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Volume")
            } onEditingChanged: { editing in
                edits.append(editing)
            }
        }
    }
}

private struct TwoSliders: View {
    @State private var red: Float = 0
    @State private var green: Float = 0

    var body: some View {
        VStack {
            Slider(value: $red)
            Slider(value: $green).accessibilityIdentifier("green")
            Text("\(red) \(green)")
        }
    }
}

private struct Cups: View {
    @State private var cups = 1

    var body: some View {
        Stepper("Cups: \(cups)", value: $cups, in: 0...2)
            .animation(.default, value: cups)
    }
}

private struct Pages: View {
    @State private var page = 0

    var body: some View {
        VStack {
            Text("page \(page)")
            Stepper {
                Text("Page")
            } onIncrement: {
                page += 1
            } onDecrement: {
                page -= 1
            }
        }
    }
}

private struct Saving: View {
    @State private var saved = 0

    var body: some View {
        VStack {
            Text("\(saved)")
            Button("Save") { saved += 1 }.buttonStyle(.borderedProminent)
            Button("Edit") {}.buttonStyle(.bordered)
            Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
        }
    }
}

private struct TintedControls: View {
    @State private var level = 0.5

    var body: some View {
        VStack {
            Button("Plain") {}
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Slider(value: $level)
            Rectangle().fill(.tint).frame(width: 10, height: 10)
        }
        .tint(.orange)
    }
}

private struct Tinted: View {
    var body: some View {
        VStack {
            Circle().foregroundStyle(.red).frame(width: 10, height: 10)
            Rectangle().foregroundColor(.green).frame(width: 10, height: 10)
            Capsule().fill(.blue).foregroundStyle(.red).frame(width: 10, height: 10)
            Button {
            } label: {
                Circle().frame(width: 10, height: 10)
            }
            Ellipse().frame(width: 10, height: 10)
        }
    }
}

@Suite("Controls: Slider, Stepper, button styles, and shapes in the foreground style")
struct ControlsVocabularyTests {
    private static func text(_ host: ViewHost) -> String? {
        host.displayList.items.first { $0.kind == .text }?.text
    }

    @Test("a slider is set by its label: clamped, on its step, with editing begun and ended")
    func slider() throws {
        let host = ViewHost(Volume())
        host.update()
        #expect(host.sliderLabels == ["Volume"])
        #expect(host.tappableLabels.isEmpty)
        host.setSlider("Volume", to: 6.4)
        host.advance(by: 0)
        #expect(Self.text(host) == "6 +-")
        host.setSlider("Volume", to: 42)
        host.advance(by: 0)
        #expect(Self.text(host) == "10 +-+-")
        // Drawn at value 10 of 0...10: the thumb at the far end of its 402 − 28 = 374-point travel, the
        // accent fill 14 + 374 = 388 wide, the track 4 high.
        let thumb = try #require(host.displayList.items.first { $0.view.hasSuffix("Circle") })
        #expect(thumb.frame.size == CGSize(width: 28, height: 28))
        #expect(thumb.transform.tX == 374)
        #expect(thumb.fill == .white)
        let fill = try #require(host.displayList.items.first { $0.fill == .accentColor })
        #expect(fill.frame.width == 388 && fill.frame.height == 4)
    }

    @Test("sliders without labels answer to their identifiers, or to Slider")
    func unlabelled() {
        let host = ViewHost(TwoSliders())
        host.update()
        #expect(host.sliderLabels == ["Slider", "green"])
        host.setSlider("green", to: 0.5)
        host.setSlider("Slider", to: 0.25)
        host.advance(by: 0)
        #expect(Self.text(host) == "0.25 0.5")
    }

    @Test("a stepper's buttons step the value, and the one that would leave the range is disabled")
    func stepper() {
        let host = ViewHost(Cups())
        host.update()
        #expect(host.tappableLabels == ["Cups: 1 Decrement", "minus", "Cups: 1 Increment", "plus"])
        host.tap("plus")
        host.advance(by: 0.5)
        #expect(Self.text(host) == "Cups: 2")
        let warnings = ViewHost.withWarningsCaptured {
            host.tap("Cups: 2 Increment")
            host.advance(by: 0.5)
        }.warnings
        #expect(Self.text(host) == "Cups: 2")
        #expect(warnings.count == 1)
        host.tap("minus")
        host.tap("minus")
        host.advance(by: 0.5)
        #expect(Self.text(host) == "Cups: 0")
    }

    @Test("a stepper with actions runs them")
    func stepperActions() throws {
        let host = ViewHost(Pages())
        host.update()
        host.tap("Page Increment")
        host.tap("plus")
        host.advance(by: 0)
        #expect(Self.text(host) == "page 2")
        // Drawn as iOS: the buttons' background is 94 × 32 with corners of 8, at the trailing edge.
        let background = try #require(host.displayList.items.first { $0.view.hasSuffix("RoundedRectangle") })
        #expect(background.frame.size == CGSize(width: 94, height: 32))
        #expect(background.frame.maxX == 402)
    }

    @Test("bordered and prominent buttons are drawn: a rounded fill around the padded label")
    func buttonStyles() throws {
        let host = ViewHost(Saving())
        host.update()
        let save = try #require(host.displayList.items.first { $0.text == "Save" })
        #expect(save.fill == .white)
        let fills = host.displayList.items.filter { $0.view.hasSuffix("RoundedRectangle") }
        try #require(fills.count == 3)
        // The label padded by 7 above and below and 12 on either side.
        #expect(fills[0].frame.width == save.frame.width + 24)
        #expect(abs(fills[0].frame.height - (save.frame.height + 14)) < 1e-9)
        #expect(fills[0].fill == .accentColor)
        #expect(fills[1].fill == Color.accentColor.opacity(0.15))
        #expect(host.displayList.items.first { $0.text == "Edit" }?.fill == .accentColor)
        #expect(fills[2].fill == .red)
        host.tap("Save")
        host.advance(by: 0)
        #expect(Self.text(host) == "1")
    }

    @Test("the tint replaces the accent colour: a button's label, a prominent fill, a slider's track, a .tint fill")
    func tint() throws {
        let host = ViewHost(TintedControls())
        host.update()
        #expect(host.displayList.items.first { $0.text == "Plain" }?.fill == .orange)
        #expect(host.displayList.items.first { $0.text == "Prominent" }?.fill == .white)
        let orange = host.displayList.items.filter { $0.fill == .orange && $0.kind == .shape }
        // The prominent button's rounded fill, the slider's filled track, and the rectangle.
        #expect(
            orange.map { String($0.view.split(separator: "/").last ?? "") } == [
                "RoundedRectangle", "Capsule", "Rectangle",
            ])
        #expect(!host.displayList.items.contains { $0.fill == .accentColor })
    }

    @Test("a shape with no fill of its own draws in the foreground style around it")
    func foregroundStyle() {
        let host = ViewHost(Tinted())
        host.update()
        let fills = host.displayList.items.map(\.fill)
        // A circle in the red style, a rectangle in green, a capsule filled blue whatever the style, a
        // circle in a default button in the accent colour, and an ellipse in the primary colour.
        #expect(fills == [.red, .green, .blue, .accentColor, .primary])
    }
}
