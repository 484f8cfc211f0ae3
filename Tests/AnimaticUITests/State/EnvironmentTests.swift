import AnimaticUI
import Testing

private struct AccentKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var accent: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct Accented: View {
    @Environment(\.accent) private var accent
    var body: some View { Text("accent \(accent)") }
}

/// A reader of the accent in a branch, and a button that removes the branch and changes the accent
/// in the same action.
private struct Leaving: View {
    @State private var shown = true
    @State private var accent = 0
    var body: some View {
        VStack {
            if shown { Accented() }
            Button("leave") {
                shown = false
                accent += 1
            }
        }
        .environment(\.accent, accent)
    }
}

@Suite("Environment")
struct EnvironmentTests {
    @Test("a trace prints a user's environment key without the address Swift gives it")
    func keyPathsPrintWithoutAddresses() {
        let host = ViewHost(Accented().environment(\.accent, 3))
        host.update()
        let timeline = host.trace.timeline()
        // Swift describes a computed key path with its accessor's address, which moves from process
        // to process; the trace keeps the type only.
        #expect(timeline.contains("Accented(_accent: Environment(\\EnvironmentValues.<computed Int>))"))
        #expect(!timeline.contains("0x"))
    }

    @Test("environment(_:_:) sets the value for the view it modifies")
    func writerReachesContent() {
        let host = ViewHost(Accented().environment(\.accent, 3))
        host.update()
        #expect(host.trace.samples(of: "Accented.body").last?.value.description == "Text(\"accent 3\")")
    }

    @Test("a view that a change removes does not run its body for the change's other values")
    func removedViewDoesNotRun() {
        let host = ViewHost(Leaving())
        host.update()
        let shown = host.trace.samples(of: "Accented.body").count
        let firstTick = host.graph.tickCount
        host.tap("leave")
        host.update()
        // The branch goes in the frame of the change, and its body, which reads the accent that
        // changed with it, does not run for the new accent: it keeps showing "accent 0" until it
        // goes, as in SwiftUI, where the branch's subgraph goes before anything in it updates.
        let evaluated = host.trace.ticks.filter { $0.index >= firstTick }.flatMap(\.evaluated)
        #expect(evaluated.first == "Leaving.body")
        #expect(evaluated.dropFirst().first == "if")
        #expect(host.trace.samples(of: "Accented.body").count == shown)
        #expect(!host.trace.timeline().contains("accent 1"))
    }
}
