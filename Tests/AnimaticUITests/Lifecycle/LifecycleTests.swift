import AnimaticUI
import Testing

/// What the views' actions said, in order: a reference the test reads, as a logger would be.
private final class ActionLog {
    var entries: [String] = []
}

/// Seed-style spinner: started in onAppear with a repeating linear turn.
private struct Spinner: View {
    @State private var spinning = false
    var body: some View {
        Circle()
            .trim(from: 0, to: 0.75)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
    }
}

/// A write in onAppear, without animation.
private struct Greeting: View {
    @State private var text = "…"
    var body: some View {
        Text(text).onAppear { text = "Hello" }
    }
}

/// Nested views whose actions log: the order SwiftUI runs them in.
private struct Nested: View {
    let log: ActionLog
    var body: some View {
        Group {
            VStack {
                Text("a").onAppear { log.entries.append("Text a") }
                Text("b")
                    .onAppear { log.entries.append("Text b, first") }
                    .onAppear { log.entries.append("Text b, second") }
            }
            .onAppear { log.entries.append("VStack") }
        }
        .onAppear { log.entries.append("Group") }
    }
}

/// onChange with initial, a write in onAppear and a button.
private struct Watcher: View {
    let log: ActionLog
    @State private var value = 0
    var body: some View {
        VStack {
            Text("\(value)")
                .onChange(of: value, initial: true) { old, new in log.entries.append("(\(old), \(new))") }
                .onAppear { value = 1 }
            Button("two") { value = 2 }
            Button("same") { value = 2 }
        }
    }
}

/// A branch whose view logs when it goes, and one whose identity changes.
private struct Comings: View {
    let log: ActionLog
    @State private var shown = true
    @State private var identity = 0
    var body: some View {
        VStack {
            if shown {
                Text("shown")
                    .onAppear { log.entries.append("appear shown") }
                    .onDisappear { log.entries.append("disappear shown") }
            }
            Text("identity \(identity)")
                .onAppear { log.entries.append("appear \(identity)") }
                .onDisappear { log.entries.append("disappear \(identity)") }
                .id(identity)
            Button("hide") { shown = false }
            Button("next") { identity += 1 }
        }
    }
}

/// A write in onChange, after an animated change: not animated by that change's transaction.
private struct Follower: View {
    @State private var leader: CGFloat = 0
    @State private var follower: CGFloat = 0
    var body: some View {
        VStack {
            Rectangle().offset(x: leader, y: follower)
                .onChange(of: leader) { _, new in follower = new }
            Button("lead") { withAnimation(.linear(duration: 1)) { leader = 100 } }
        }
    }
}

@Suite("onAppear, onDisappear and onChange: when they run, in which order, and what their writes do")
struct LifecycleTests {
    @Test("onAppear { withAnimation(.repeatForever) } starts the spinner from 0 in the first frame: 180° at 0.5 s")
    func spinner() throws {
        let host = ViewHost(Spinner())
        host.update()
        host.advance(to: 0.5)
        func degrees(atFrame frame: Int) throws -> Double {
            try #require(host.value(of: "rotationEffect", atFrame: frame, as: _RotationEffect.self)).angle.degrees
        }
        // Frame 0 shows the first value; the animation started in it runs for ever at 360° a second.
        #expect(try degrees(atFrame: 0) == 0)
        #expect(abs(try degrees(atFrame: 30) - 180) < 1e-9)
        #expect(abs(try degrees(atFrame: 15) - 90) < 1e-9)
        #expect(host.isAnimating)
        // The onAppear node ran once, in frame 0.
        #expect(host.framesEvaluating("onAppear") == [0])
    }

    @Test("a write in onAppear shows in the view's first frame")
    func writeShowsInFirstFrame() throws {
        let host = ViewHost(Greeting())
        host.update()
        let texts = host.trace.samples(of: "Greeting.text").map { "\($0.frame): \($0.value.base as? String ?? "")" }
        #expect(texts == ["0: …", "0: Hello"])
        #expect(host.displayList.items.compactMap(\.text) == ["Hello"])
        #expect(host.trace.ticks.count(where: { $0.frame == 0 }) > 1)
    }

    @Test("appear actions run deepest first, and on one view in the order written")
    func order() {
        let log = ActionLog()
        let host = ViewHost(Nested(log: log))
        host.update()
        #expect(log.entries == ["Text a", "Text b, first", "Text b, second", "VStack", "Group"])
        host.advance(by: 1)
        #expect(log.entries.count == 5)
    }

    @Test(
        "onChange(initial: true): (0, 0) on appear, (0, 1) after onAppear's write, (1, 2) after a tap; equal values do not run it"
    )
    func onChangeValues() {
        let log = ActionLog()
        let host = ViewHost(Watcher(log: log))
        host.update()
        #expect(log.entries == ["(0, 0)", "(0, 1)"])
        host.graph.advance(to: 0.5) { host.tap("two") }
        #expect(log.entries == ["(0, 0)", "(0, 1)", "(1, 2)"])
        host.graph.advance(to: 1) { host.tap("same") }
        host.advance(by: 0.5)
        #expect(log.entries == ["(0, 0)", "(0, 1)", "(1, 2)"])
    }

    @Test("onDisappear runs when the branch goes; a new .id appears before the old one disappears")
    func disappear() {
        let log = ActionLog()
        let host = ViewHost(Comings(log: log))
        host.update()
        #expect(log.entries == ["appear shown", "appear 0"])
        host.graph.advance(to: 0.5) { host.tap("hide") }
        #expect(log.entries == ["appear shown", "appear 0", "disappear shown"])
        host.graph.advance(to: 1) { host.tap("next") }
        // The disappear action of the old identity sees the view's latest value: the new identity.
        #expect(log.entries.suffix(2) == ["appear 1", "disappear 1"])
    }

    @Test("a write in onChange is applied in the same frame, without the animation of the change it follows")
    func onChangeWriteIsNotAnimated() throws {
        let host = ViewHost(Follower())
        host.update()
        host.graph.advance(to: 0.1) { host.tap("lead") }
        host.advance(to: 1)
        let tap = try #require(host.value(of: "offset", atFrame: 6, as: _OffsetEffect.self))
        // The leader starts its linear second; the follower's 100 is there at once.
        #expect(tap.offset == CGSize(width: 0, height: 100))
        let mid = try #require(host.value(of: "offset", atFrame: 36, as: _OffsetEffect.self))
        #expect(abs(Double(mid.offset.width) - 50) < 1e-9)
        #expect(mid.offset.height == 100)
    }
}
