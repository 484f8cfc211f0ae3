import AnimaticUI
import Testing

private struct Owner: View {
    @State private var shown = true
    @State private var count = 0
    var body: some View {
        VStack {
            if shown { Editor(count: $count) }
            Button("switch") { shown.toggle() }
        }
    }
}

private struct Editor: View {
    @Binding var count: Int
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

private struct Parent: View {
    var body: some View { BranchWithState() }
}

private struct BranchWithState: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Holder() }
            Button("switch") { shown.toggle() }
        }
    }
}

private struct Holder: View {
    @State private var count = 0
    var body: some View { Editor(count: $count) }
}

@Suite("Binding")
struct BindingTests {
    @Test("a trace printed later shows a binding as it was, not its source's value now")
    func traceDoesNotReadBindingLater() {
        let host = ViewHost(Owner())
        host.update()
        host.tap("count 0")
        host.update()
        host.tap("count 1")
        host.update()
        // The first frame's Editor value was made when count was 0; the timeline printed now must
        // not show 2, the state's value at the time of printing.
        let timeline = host.trace.timeline()
        #expect(timeline.contains("Binding<Int>"))
        #expect(!timeline.contains("Binding(2)"))
    }

    @Test("a trace that kept a binding to a removed view's state still prints")
    func traceOutlivesBindingSource() {
        let host = ViewHost(Parent())
        host.update()
        host.tap("count 0")
        host.update()
        host.tap("switch")
        host.update()
        // Holder and its state are gone; the trace still holds the Editor values of earlier frames.
        #expect(host.trace.timeline().contains("Holder.count"))
    }
}
