import AnimaticUI
import Testing

private struct Spaces: View {
    @Namespace private var first
    @Namespace private var second
    @State private var shown = true
    var body: some View {
        VStack {
            Text("\(first) \(second)")
            if shown { Child() }
            Button("toggle") { shown.toggle() }
        }
    }

    struct Child: View {
        @Namespace private var space
        var body: some View { Text("\(space)") }
    }
}

@Suite("@Namespace")
struct NamespaceTests {
    @Test("each place gets its own identifier, numbered in the order places appear, and keeps it")
    func identifiers() {
        let host = ViewHost(Spaces())
        host.update()
        #expect(
            host.displayList.items.compactMap(\.text) == [
                "Namespace.ID(1) Namespace.ID(2)", "Namespace.ID(3)", "toggle",
            ])
        host.graph.advance(to: 0.5) { host.tap("toggle") }
        host.graph.advance(to: 1) { host.tap("toggle") }
        // The child's place was made again: a new identifier; the root's stay.
        #expect(
            host.displayList.items.compactMap(\.text) == [
                "Namespace.ID(1) Namespace.ID(2)", "Namespace.ID(4)", "toggle",
            ])
    }
}
