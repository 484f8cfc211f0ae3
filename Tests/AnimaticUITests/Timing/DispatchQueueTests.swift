import AnimaticUI
import Foundation
import Testing

/// A card that moves, then fades: its second stage waits half a second with
/// `DispatchQueue.main.asyncAfter`, as staged animations in apps do. The file imports Foundation as
/// well as AnimaticUI: the main queue's `asyncAfter` is still the virtual clock's.
private struct StagedCard: View {
    @State private var stage = 0

    var body: some View {
        VStack {
            Rectangle()
                .frame(width: 100, height: 100)
                .offset(x: stage >= 1 ? 100 : 0)
                .opacity(stage >= 2 ? 0 : 1)
            Button("Go") {
                withAnimation(.linear(duration: 0.5)) { stage = 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.linear(duration: 0.5)) { stage = 2 }
                }
            }
        }
    }
}

/// Work scheduled out of order: each piece appends its letter when it runs.
private struct Letters: View {
    @State private var log = ""

    var body: some View {
        VStack {
            Text(log.isEmpty ? "-" : log)
            Button("Schedule") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log += "a" }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { log += "b" }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log += "c" }
                DispatchQueue.main.async { log += "d" }
            }
        }
    }
}

/// Background work from a view's code: it cannot run on the virtual clock.
private struct Background: View {
    var body: some View {
        Button("Load") { DispatchQueue.global().async {} }
    }
}

@Suite("DispatchQueue.main on the virtual clock")
struct DispatchQueueTests {
    private static func rectangle(_ host: ViewHost) throws -> DisplayList.Item {
        try #require(host.displayList.items.first { $0.kind == .shape })
    }

    @Test("a staged animation's second stage starts at the frame half a second after the tap")
    func stagedAnimation() throws {
        let host = ViewHost(StagedCard())
        host.update()
        host.tap("Go")
        // Stage 1: the offset runs linearly from 0 to 100 over 0.5 s from the tap at t = 0.
        host.advance(to: 0.25)
        #expect(abs(try Self.rectangle(host).transform.tX - 50) < 1e-9)
        #expect(try Self.rectangle(host).opacity == 1)
        // Frame 29 (t = 0.483): the delayed work has not run.
        host.advance(to: 29.0 / 60)
        #expect(try Self.rectangle(host).opacity == 1)
        #expect(host.graph.scheduledWorkCount == 1)
        // Frame 30 (t = 0.5): it runs, and stage 2's fade starts from opacity 1.
        host.advance(to: 0.5)
        #expect(host.graph.scheduledWorkCount == 0)
        #expect(abs(try Self.rectangle(host).transform.tX - 100) < 1e-9)
        #expect(try Self.rectangle(host).opacity == 1)
        // Opacity falls linearly over 0.5 s from t = 0.5: 0.5 at 0.75 s, 0 at 1 s.
        host.advance(to: 0.75)
        #expect(abs(try Self.rectangle(host).opacity - 0.5) < 1e-9)
        host.advance(to: 1)
        #expect(try Self.rectangle(host).opacity == 0)
        host.advance(by: 1.0 / 60)
        #expect(!host.isAnimating)
        #expect(host.warnings.isEmpty)
    }

    @Test("work runs at the frame of its deadline, by deadline, and in the order scheduled among equal ones")
    func order() throws {
        let host = ViewHost(Letters())
        host.update()
        host.tap("Schedule")
        func log() -> String? { host.displayList.items.first { $0.kind == .text }?.text }
        // `async` runs at the next update, at the time of the tap.
        host.advance(by: 0)
        #expect(log() == "d")
        host.advance(to: 11.0 / 60)
        #expect(log() == "d")
        host.advance(to: 0.2)  // frame 12
        #expect(log() == "dc")
        host.advance(to: 29.0 / 60)
        #expect(log() == "dc")
        host.advance(to: 0.5)  // frame 30: a and b share a deadline, and run in the order scheduled
        #expect(log() == "dcab")
    }

    @Test("idle frames are skipped up to a deadline, not past it")
    func idleSkip() throws {
        let host = ViewHost(Letters())
        host.update()
        host.tap("Schedule")
        host.advance(to: 10)
        #expect(host.displayList.items.first { $0.kind == .text }?.text == "dcab")
        #expect(host.graph.scheduledWorkCount == 0)
    }

    @Test("work on another queue, or outside a host, gives a warning naming the call")
    func warnings() {
        let host = ViewHost(Background())
        host.update()
        let captured = ViewHost.withWarningsCaptured {
            host.tap("Load")
            DispatchQueue.main.asyncAfter(deadline: .now() + 3600) {}
        }.warnings
        #expect(captured.count == 2)
        #expect(captured.first?.contains(".async(execute:): work on a queue other than main") == true)
        #expect(captured.last?.hasPrefix("DispatchQueue.main.asyncAfter(deadline:execute:): called outside") == true)
        #expect(host.warnings == Array(captured.prefix(1)))
    }
}
