import AnimaticTesting
import AnimaticUI
import Foundation
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

    @Test("Test it")
    func testIt() {
        let tester = GraphTester(ViewHost(CounterScreen()))
        tester.update {
            $0.evaluated("CounterScreen.body", .initial)
            $0.evaluated("Counter", .initial)
            $0.evaluated("Counter.body", Text("0"))
        }
        tester.tap("counter") {
            $0.evaluated("CounterScreen.body", .changed)
            $0.evaluated("Counter", .unchanged)  // still shows 0: the animation starts here
            $0.startsDependingOnTime("Counter")
        }
        tester.advance(to: 1) {  // tapped at frame 0, applied at frame 1
            $0.evaluated("Counter", .changed)
            $0.evaluated("Counter.body", Text("49"))  // 100 × (1 − 1/60) / 2 = 49.17
        }
    }

    @Test("the README leads with this view, about 150 lines long")
    func readmeLeadsWithTheView() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 180, "the README is \(lines.count) lines long")
        // Its first code after the two commands is a SwiftUI view handed to ViewHost, tapped and traced.
        let blocks = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(blocks.first?.hasPrefix("sh\nswift run animatic run counter") == true)
        #expect(blocks.first?.contains("\nswift test ") == true)
        let view = try #require(blocks.dropFirst().first)
        for piece in ["import AnimaticUI", ": View", "ViewHost(CounterScreen())", "host.tap(", "host.trace"] {
            #expect(view.contains(piece), "the README's first Swift code has no \(piece)")
        }
        // What is simulated and what is not is said once, in the section of the view.
        #expect(readme.components(separatedBy: "**What is simulated, and what is not.**").count == 2)
        let section = try #require(readme.components(separatedBy: "## Trace your own view").last)
        #expect(section.components(separatedBy: "\n## ").first?.contains("What is simulated") == true)
    }
}
