import AnimaticUI
import Testing

private struct Caption: View {
    var body: some View {
        // A VStack's, not a Text's: `Text` has font and style methods of its own.
        VStack { Text("caption") }
            .font(.title)
            .foregroundStyle(.red)
            .environment(\.colorScheme, .dark)
    }
}

@Suite("_EnvironmentWriter: its node is named after the modifier the code writes")
struct _EnvironmentWriterTests {
    @Test("font(_:) makes `font`, foregroundStyle(_:) `foregroundStyle`, environment(_:_:) `environment`")
    func names() {
        let host = ViewHost(Caption())
        host.update()
        let names = host.trace.ticks.flatMap(\.events).compactMap { event in
            if case .created(let node, _) = event { node.name } else { nil }
        }
        #expect(names.contains("font"), "\(names)")
        #expect(names.contains("foregroundStyle"), "\(names)")
        // The root's environment is `environment` too: the writer is qualified by the view's body.
        #expect(names.contains("Caption/environment"), "\(names)")
    }
}
