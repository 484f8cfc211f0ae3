import AnimaticUI
import Foundation
import Testing

private struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 120, height: 44)
            .background(Capsule().fill(configuration.role == .destructive ? Color.red : .blue))
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

private struct StyledButtons: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("\(count)").frame(height: 20)
            Button("Add") { count += 1 }
            Button("Reset", role: .destructive) { count = 0 }
        }
        .buttonStyle(PillStyle())
    }
}

@Suite("Vocabulary: button styles of one's own")
struct ButtonStyleTests {
    @Test("a ButtonStyle draws each button around its label, and taps still run the buttons' actions")
    func pills() throws {
        let host = ViewHost(StyledButtons())
        host.update()
        #expect(host.tappableLabels == ["Add", "Reset"])
        let capsules = host.displayList.items.filter { $0.kind == .shape }
        try #require(capsules.count == 2)
        // The stack is 120 wide and 20 + 44 + 44 = 108 high, centred in the safe area (402 × 778 at
        // y = 62): x = (402 − 120) / 2 = 141, y = 62 + (778 − 108) / 2 = 397; the pills start 20 and 64
        // points down.
        #expect(
            capsules.map(\.frame) == [
                CGRect(x: 141, y: 417, width: 120, height: 44), CGRect(x: 141, y: 461, width: 120, height: 44),
            ])
        #expect(capsules.map(\.fill) == [.blue, .red])
        host.tap("Add")
        host.tap("Add")
        host.update()
        #expect(host.displayList.items.compactMap(\.text).first == "2")
        host.tap("Reset")
        host.update()
        #expect(host.displayList.items.compactMap(\.text).first == "0")
    }

    @Test("a style of one's own replaces the default style's accent tint: its labels are drawn in the primary colour")
    func untintedLabels() {
        let host = ViewHost(StyledButtons())
        host.update()
        let texts = host.displayList.items.filter { $0.kind == .text }
        #expect(texts.map(\.text) == ["0", "Add", "Reset"])
        #expect(texts.map(\.fill) == [.primary, .primary, .primary])
    }
}
