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
}
