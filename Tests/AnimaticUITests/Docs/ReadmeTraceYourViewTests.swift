import AnimaticUI
import Testing

/// The README's *Trace your own view*, run: if this test changes, the README must change with it.
@Suite("The README's view")
struct ReadmeTraceYourViewTests {
    struct Counter: View, AutoAnimatable {  // seed 002's view
        var value: Double
        var body: some View { Text("\(Int(value))") }
    }

    struct CounterScreen: View {
        @State private var value = 0.0
        var body: some View {
            Counter(value: value)
                .onTapGesture { withAnimation(.linear(duration: 2)) { value = 100 } }
                .accessibilityIdentifier("counter")
        }
    }

    @Test("Trace your own view")
    func traceYourOwnView() throws {
        let host = ViewHost(CounterScreen())  // 60 frames a second on a virtual clock
        host.update()  // the first frame builds the graph: CounterScreen.value, Counter, Counter.body…
        host.tap("counter")  // runs the action; its change is applied at the next frame
        host.advance(by: 1)
        // linear(duration: 2) from 0 to 100, tapped at 0 s: half way at 1 s.
        #expect(host.trace.samples(of: "Counter").last?.value.description == "Counter(value: 50.0)")
        #expect(host.trace.samples(of: "Counter.body").last?.value.description == "Text(\"50\")")
        let names = Set(host.trace.ticks.flatMap(\.evaluated))
        #expect(names.isSuperset(of: ["Counter", "Counter.body", "CounterScreen.body"]))
        #expect(host.trace.samples(of: "CounterScreen.value").last?.value.description == "100.0")
        #expect(host.trace.timeline().contains("Counter.body"))
    }
}
