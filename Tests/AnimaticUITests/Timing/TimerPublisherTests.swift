// This file imports AnimaticUI alone, as a SwiftUI file imports SwiftUI alone: `Timer` is then
// AnimaticUI's, whose publisher runs on the host's clock.
import AnimaticUI
import Testing

/// A clock face that ticks every half second, as tutorials write it: an autoconnected timer kept in a
/// property, received by the view, each tick animated; the dates are kept to check them.
private struct Ticking: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    let dates: DateLog
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("\(ticks)")
            Rectangle()
                .frame(width: 10, height: 40)
                .rotationEffect(.degrees(Double(ticks) * 6))
                .animation(.linear(duration: 0.25), value: ticks)
            Button("Stop") { timer.upstream.connect().cancel() }
        }
        .onReceive(timer) { date in
            dates.dates.append(date)
            ticks += 1
        }
    }
}

/// The dates a view received.
private final class DateLog {
    var dates: [Date] = []
}

/// A receiver that a button removes.
private struct Removable: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var shown = true
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("\(ticks)")
            if shown {
                Circle().onReceive(timer) { _ in ticks += 1 }
            }
            Button("Hide") { shown = false }
        }
    }
}

@Suite("Timer.publish and onReceive on the virtual clock")
struct TimerPublisherTests {
    private static func count(_ host: ViewHost) -> String? {
        host.displayList.items.first { $0.kind == .text }?.text
    }

    @Test("an autoconnected timer delivers the frame's date every interval from the view's first frame")
    func ticks() throws {
        let log = DateLog()
        let host = ViewHost(Ticking(dates: log))
        host.update()
        #expect(Self.count(host) == "0")
        #expect(host.graph.scheduledWorkCount == 1)
        host.advance(to: 29.0 / 60)
        #expect(Self.count(host) == "0")
        host.advance(to: 0.5)  // frame 30
        #expect(Self.count(host) == "1")
        // The tick animates linearly over 0.25 s from t = 0.5: at t = 0.6 (frame 36), 0.4 of the way,
        // the hand has turned 2.4° of its 6°.
        host.advance(to: 0.6)
        let hand = try #require(host.displayList.items.first { $0.kind == .shape })
        #expect(abs(hand.transform.m12 - sin(2.4 * Double.pi / 180)) < 1e-9)
        host.advance(to: 2)
        #expect(Self.count(host) == "4")
        #expect(
            log.dates.map { $0.timeIntervalSince(TimelineViewDefaultContext.referenceDate) } == [0.5, 1, 1.5, 2])
        #expect(host.warnings.isEmpty)
    }

    @Test("upstream.connect().cancel() stops the timer, as in SwiftUI code")
    func stops() {
        let host = ViewHost(Ticking(dates: DateLog()))
        host.update()
        host.advance(to: 1)
        #expect(Self.count(host) == "2")
        host.tap("Stop")
        host.advance(to: 5)
        #expect(Self.count(host) == "2")
        #expect(host.graph.scheduledWorkCount == 0)
    }

    @Test("removing the receiving view cancels its subscription, and the timer with it")
    func removal() {
        let host = ViewHost(Removable())
        host.update()
        host.advance(to: 2)
        #expect(Self.count(host) == "2")
        #expect(host.graph.scheduledWorkCount == 1)
        host.tap("Hide")
        host.advance(to: 5)
        #expect(Self.count(host) == "2")
        #expect(host.graph.scheduledWorkCount == 0)
    }

    @Test("connecting a timer publisher outside a host's view code gives a warning naming the call")
    func outsideHost() {
        let publisher = Timer.publish(every: 3600, on: .main, in: .common)
        let (connection, warnings) = ViewHost.withWarningsCaptured { publisher.connect() }
        connection.cancel()
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Timer.publish(every:on:in:).connect(): called outside") == true)
    }
}
