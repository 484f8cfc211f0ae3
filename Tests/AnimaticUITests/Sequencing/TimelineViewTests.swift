import AnimaticUI
import Foundation
import Testing

/// Shows the timeline's date as seconds since the reference date, pausable by a button.
private struct Clock: View {
    @State private var paused = false
    var body: some View {
        VStack {
            TimelineView(.animation(paused: paused)) { context in
                Text("\(context.date.timeIntervalSinceReferenceDate)")
            }
            Button("pause") { paused.toggle() }
        }
    }
}

/// A timeline with entries every quarter second from the reference date.
private struct Ticker: View {
    var body: some View {
        TimelineView(.periodic(from: TimelineViewDefaultContext.referenceDate, by: 0.25)) { context in
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

/// A timeline with an entry at the start of every minute.
private struct MinuteHand: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Text("\(context.date.timeIntervalSinceReferenceDate) \(context.cadence == .live)")
        }
    }
}

private func shown(_ host: ViewHost, atFrame frame: Int) -> String? {
    host.value(of: "TimelineView.content", atFrame: frame, as: _ViewValue<Text>.self)?.value.content
}

@Suite("TimelineView")
struct TimelineViewTests {
    @Test("the context's date is the reference date plus the clock's time, every frame")
    func animationSchedule() {
        let host = ViewHost(Clock())
        host.update()
        host.advance(toFrame: 30)
        // Frame 30 at 60 frames per second is t = 0.5 s: 1 January 2001, 00:00:00.5 UTC.
        #expect(shown(host, atFrame: 30) == "0.5")
        #expect(host.value(of: "TimelineView", atFrame: 30, as: Double.self) == 0.5)
        #expect(TimelineViewDefaultContext.referenceDate == Date(timeIntervalSince1970: 978_307_200))
        #expect(host.framesEvaluating("TimelineView.content") == Array(0...30))
        #expect(host.isAnimating)
    }

    @Test("paused, the timeline keeps its last entry and nothing depends on time")
    func paused() {
        let host = ViewHost(Clock())
        host.update()
        host.advance(toFrame: 12)
        host.tap("pause")  // applied in frame 12
        host.advance(toFrame: 120)
        #expect(!host.isAnimating)
        #expect(shown(host, atFrame: 120) == "0.2")
        #expect(host.framesEvaluating("TimelineView").last == 12)
        // The frames after the pause are skipped as idle: no tick records any work.
        let busy = host.trace.ticks.filter { $0.frame > 12 && !$0.isIdle }
        #expect(busy.isEmpty)
        host.tap("pause")  // resumed in frame 120 = 2 s
        host.advance(toFrame: 121)
        #expect(shown(host, atFrame: 121) == "\(121.0 / 60)")
        #expect(host.isAnimating)
    }

    @Test("a periodic schedule's content runs only at its entries")
    func periodic() {
        let host = ViewHost(Ticker())
        host.update()
        host.advance(toFrame: 50)
        // Entries at 0, 0.25, 0.5, 0.75 s: frames 0, 15, 30, 45.
        #expect(host.framesEvaluating("TimelineView.content") == [0, 15, 30, 45])
        #expect(shown(host, atFrame: 20) == "0.25")
        #expect(shown(host, atFrame: 50) == "0.75")
    }

    @Test("everyMinute fires at the start of each minute of the clock, with the live cadence")
    func everyMinute() {
        let host = ViewHost(MinuteHand(), framesPerSecond: 10)
        host.update()
        host.advance(to: 150)
        #expect(shown(host, atFrame: 0) == "0.0 true")
        #expect(shown(host, atFrame: 610) == "60.0 true")
        #expect(shown(host, atFrame: 1500) == "120.0 true")
        #expect(host.framesEvaluating("TimelineView.content") == [0, 600, 1200])
    }
}
