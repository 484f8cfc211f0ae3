// This file imports AnimaticUI alone, as a SwiftUI file imports SwiftUI alone: `Timer` is then
// AnimaticUI's, which fires on the host's clock.
import AnimaticUI
import Testing

/// A heart that pulses three times, a pulse every quarter of a second, started in `onAppear`.
private struct Pulses: View {
    @State private var pulses = 0

    var body: some View {
        VStack {
            Text("\(pulses)")
            Circle()
                .frame(width: 40, height: 40)
                .scaleEffect(pulses % 2 == 0 ? 1 : 1.5)
                .animation(.linear(duration: 0.25), value: pulses)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                pulses += 1
                if pulses == 3 { timer.invalidate() }
            }
        }
    }
}

/// A countdown that the user can stop: the timer is kept in state and invalidated by a button.
private struct Countdown: View {
    @State private var remaining = 10
    @State private var timer: Timer?

    var body: some View {
        VStack {
            Text("\(remaining)")
            Button("Start") {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in remaining -= 1 }
            }
            Button("Stop") { timer?.invalidate() }
            Button("Once") {
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in remaining += 100 }
            }
        }
    }
}

@Suite("Timer on the virtual clock")
struct TimerTests {
    private static func count(_ host: ViewHost) -> String? {
        host.displayList.items.first { $0.kind == .text }?.text
    }

    @Test("a repeating timer fires at the frame of each interval until it is invalidated")
    func pulses() throws {
        let host = ViewHost(Pulses())
        host.update()
        #expect(Self.count(host) == "0")
        #expect(host.graph.scheduledWorkCount == 1)
        host.advance(to: 14.0 / 60)
        #expect(Self.count(host) == "0")
        host.advance(to: 0.25)  // frame 15
        #expect(Self.count(host) == "1")
        // The pulse animates linearly over 0.25 s from t = 0.25: at t = 0.35 (frame 21), 0.1 s in, the
        // scale is 1 + 0.5 × 0.4 = 1.2.
        host.advance(to: 0.35)
        let circle = try #require(host.displayList.items.first { $0.kind == .shape })
        #expect(abs(circle.transform.m11 - 1.2) < 1e-9)
        host.advance(to: 0.5)
        #expect(Self.count(host) == "2")
        host.advance(to: 0.75)
        #expect(Self.count(host) == "3")
        // Invalidated in its third fire: nothing waits on the clock, and the count stays.
        #expect(host.graph.scheduledWorkCount == 0)
        host.advance(to: 5)
        #expect(Self.count(host) == "3")
        #expect(host.warnings.isEmpty)
    }

    @Test("a timer kept in state stops when invalidated, and a timer that does not repeat fires once")
    func countdown() {
        let host = ViewHost(Countdown())
        host.update()
        host.tap("Start")
        host.advance(to: 3)
        #expect(Self.count(host) == "7")
        host.tap("Stop")
        host.advance(to: 10)
        #expect(Self.count(host) == "7")
        #expect(host.graph.scheduledWorkCount == 0)
        host.tap("Once")
        host.advance(to: 12)
        #expect(Self.count(host) == "107")
        #expect(host.graph.scheduledWorkCount == 0)
    }

    @Test("a repeating timer keeps one piece of work on the clock however long it runs")
    func bounded() {
        let host = ViewHost(Countdown())
        host.update()
        host.tap("Start")
        for second in 1...200 {
            host.advance(to: Double(second))
            #expect(host.graph.scheduledWorkCount == 1)
        }
        #expect(Self.count(host) == "-190")
    }

    @Test("a timer scheduled outside a host's view code gives a warning naming the call")
    func outsideHost() {
        let (timer, warnings) = ViewHost.withWarningsCaptured {
            Timer.scheduledTimer(withTimeInterval: 3600, repeats: false) { _ in }
        }
        timer.invalidate()
        #expect(!timer.isValid)
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.hasPrefix("Timer.scheduledTimer(withTimeInterval:repeats:block:): called outside") == true)
    }
}
