import AnimaticUI
import Foundation
import Testing

private struct WiFiSetting: View {
    @State private var on = false
    var body: some View {
        VStack {
            Text(on ? "on" : "off")
            Toggle("Wi-Fi", isOn: $on)
        }
    }
}

/// Three switches, on: under a tint, under an accent colour, and with a style's own tint under a tint.
private struct TintedSwitches: View {
    @State private var on = true
    var body: some View {
        VStack {
            Toggle("Tinted", isOn: $on).tint(.orange)
            Toggle("Accented", isOn: $on).accentColor(.purple)
            Toggle("Styled", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red)).tint(.orange)
        }
    }
}

private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct Checklist: View {
    @State private var done = false
    var body: some View {
        VStack {
            Text(done ? "done" : "to do")
            Toggle(isOn: $done) { Text("Milk") }
                .toggleStyle(CheckboxStyle())
        }
    }
}

private struct ButtonToggle: View {
    @State private var starred = false
    var body: some View {
        VStack {
            Text(starred ? "starred" : "plain")
            Toggle(isOn: $starred) { Image(systemName: "star") }.toggleStyle(.button)
        }
    }
}

@Suite("Vocabulary: Toggle and toggle styles")
struct ToggleTests {
    private func texts(_ host: ViewHost) -> [String] { host.displayList.items.compactMap(\.text) }

    @Test("the default toggle is its label, a spacer and a 51 × 31 switch; tap turns it on and moves the knob")
    func switchStyle() throws {
        let host = ViewHost(WiFiSetting())
        host.update()
        #expect(host.tappableLabels == ["Wi-Fi"])
        let shapes = host.displayList.items.filter { $0.kind == .shape }
        try #require(shapes.count == 2)
        // The row's spacer takes the screen's width: the switch ends at its trailing edge, x = 402.
        #expect(shapes[0].frame.maxX == 402 && shapes[0].frame.size == CGSize(width: 51, height: 31))
        #expect(shapes[0].fill == Color(white: 0.9))
        // The knob, 27 points across, is 10 points left of the track's centre when off.
        #expect(shapes[1].drawnFrame.midX == shapes[0].frame.midX - 10)
        host.tap("Wi-Fi")
        host.update()
        #expect(texts(host).first == "on")
        let on = host.displayList.items.filter { $0.kind == .shape }
        #expect(on[0].fill == .green)
        #expect(on[1].drawnFrame.midX == on[0].frame.midX + 10)
    }

    @Test("a switch is on in the tint .tint sets; an accent colour leaves it green; the style's own tint wins")
    func switchTints() {
        let host = ViewHost(TintedSwitches())
        host.update()
        // Each switch draws its track, then its white knob.
        let tracks = host.displayList.items.filter { $0.kind == .shape && $0.fill != .white }.map(\.fill)
        #expect(tracks == [.orange, .green, .red])
    }

    @Test("a switch's label is drawn in the primary colour; the button style's label in the accent colour")
    func labelColours() {
        let row = ViewHost(WiFiSetting())
        row.update()
        #expect(row.displayList.items.filter { $0.kind == .text }.map(\.fill) == [.primary, .primary])
        let button = ViewHost(ButtonToggle())
        button.update()
        #expect(button.displayList.items.filter { $0.kind == .image }.map(\.fill) == [.accentColor])
    }

    @Test("a style of one's own draws the toggle and turns it on in its own tap gesture")
    func customStyle() {
        let host = ViewHost(Checklist())
        host.update()
        #expect(host.displayList.items.compactMap(\.systemImage) == ["square"])
        // The gesture has no label of its own: it answers to what the style drew, the symbol and
        // the toggle's label.
        #expect(host.tappableLabels == ["square", "Milk"])
        host.tap("Milk")
        host.update()
        #expect(texts(host).first == "done")
        #expect(host.displayList.items.compactMap(\.systemImage) == ["checkmark.square"])
    }

    @Test("the button style is the label as a button")
    func buttonStyle() {
        let host = ViewHost(ButtonToggle())
        host.update()
        #expect(host.tappableLabels == ["star"])
        host.tap("star")
        host.update()
        #expect(texts(host) == ["starred"])
    }
}
