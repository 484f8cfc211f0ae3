import AnimaticUI
import Testing

/// A counter whose button is built with a label closure, as tutorials write it.
private struct LabelledButtonCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button {
                count += 1
            } label: {
                HStack {
                    Image(systemName: "plus.circle")
                    Text("Add")
                }
            }
        }
    }
}

/// A button whose label is a `Label`.
private struct LabelButton: View {
    @State private var saved = false
    var body: some View {
        VStack {
            Text(saved ? "saved" : "draft")
            Button {
                saved = true
            } label: {
                Label("Save", systemImage: "square.and.arrow.down")
            }
        }
    }
}

/// Two tap gestures in one body, neither with an identifier.
private struct TwoGestures: View {
    @State private var left = 0
    @State private var right = 0
    var body: some View {
        HStack {
            Text("L\(left)").onTapGesture { left += 1 }
            Text("R\(right)").onTapGesture { right += 1 }
        }
    }
}

/// Two buttons with the same title, and one under `disabled(true)`.
private struct RolesAndDisabled: View {
    @State private var log = "none"
    var body: some View {
        VStack {
            Text(log)
            Button("Delete", role: .destructive) { log = "first" }
            Button("Delete", role: .cancel) { log = "second" }
            Button("Locked") { log = "locked" }.disabled(true)
            Button {
                log = "icon"
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityIdentifier("bin")
        }
    }
}

@Suite("Tapping what a user can tap")
struct TappingTests {
    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.items.compactMap(\.text)
    }

    @Test("a button with a label closure answers to its symbol name and its text, and tapping runs its action")
    func labelClosure() {
        let host = ViewHost(LabelledButtonCounter())
        host.update()
        // The label's leaves in the order its HStack declares them: the image, then the text.
        #expect(host.tappableLabels == ["plus.circle", "Add"])
        host.tap("Add")
        host.update()
        #expect(texts(host).contains("Count 1"))
        host.tap("plus.circle")
        host.update()
        #expect(texts(host).contains("Count 2"))
    }

    @Test("a button whose label is a Label answers to its symbol and its title, drawn 6 points apart")
    func labelView() throws {
        let host = ViewHost(LabelButton())
        host.update()
        #expect(host.tappableLabels == ["square.and.arrow.down", "Save"])
        let icon = try #require(host.displayList.items.first { $0.kind == .image })
        let title = try #require(host.displayList.items.last)
        #expect(title.frame.minX - icon.frame.maxX == 6)
        host.tap("Save")
        host.update()
        #expect(texts(host).first == "saved")
    }

    @Test("two tap gestures without identifiers are told apart by place, and no label tap rejects is listed")
    func gesturesByPlace() {
        let host = ViewHost(TwoGestures())
        host.update()
        // Both answer to the view that declares them; shared, the label is qualified by order.
        #expect(host.tappableLabels == ["TwoGestures #1", "TwoGestures #2"])
        host.tap("TwoGestures #2")
        host.update()
        #expect(texts(host) == ["L0", "R1"])
        host.tap("TwoGestures #1")
        host.update()
        #expect(texts(host) == ["L1", "R1"])
    }

    @Test("buttons with roles, a shared title, a disabled button and an identified icon button")
    func rolesAndDisabled() {
        let host = ViewHost(RolesAndDisabled())
        host.update()
        #expect(host.tappableLabels == ["Delete #1", "Delete #2", "Locked", "bin", "trash"])
        host.tap("Delete #2")
        host.update()
        #expect(texts(host).first == "second")
        // The tap of a disabled button warns: the test reads the warning, and nothing is printed.
        ViewHost.withWarningsCaptured {
            host.tap("Locked")
            host.update()
        }
        #expect(texts(host).first == "second")
        #expect(host.warnings.contains { $0.contains("tap(\"Locked\")") && $0.contains("disabled(true)") })
        host.tap("bin")
        host.update()
        #expect(texts(host).first == "icon")
    }

    @Test("a button's role is part of its description")
    func roleDescription() {
        #expect(Button("Delete", role: .destructive) {}.description == "Button(\"Delete\", role: .destructive)")
        #expect(Button("Delete") {}.description == "Button(\"Delete\")")
        #expect(ButtonRole.cancel.description == "cancel")
    }
}
