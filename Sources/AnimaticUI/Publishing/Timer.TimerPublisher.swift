import Foundation

extension Timer {
    /// Makes a publisher that delivers the date every `interval` seconds once connected, as
    /// Foundation's `Timer.publish(every:tolerance:on:in:options:)`, on the virtual clock of the host
    /// whose view code connects it.
    ///
    ///     struct Blink: View {
    ///         let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    ///         @State private var on = false
    ///         var body: some View {
    ///             Circle()
    ///                 .opacity(on ? 1 : 0.2)
    ///                 .onReceive(timer) { _ in withAnimation { on.toggle() } }
    ///         }
    ///     }
    ///
    /// - Parameters:
    ///   - interval: The seconds between dates; zero or less counts as 0.0001.
    ///   - tolerance: Kept, and ignored: frames make every fire exact.
    ///   - runLoop: Kept, and ignored: the host's clock runs the timer.
    ///   - mode: Kept, and ignored.
    /// - Returns: The publisher, not yet connected.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance)
    }

    /// A publisher of dates at a fixed interval, as Foundation's `Timer.TimerPublisher`: what
    /// ``Timer/publish(every:tolerance:on:in:)`` returns.
    ///
    /// Connected from a view's code that a `ViewHost` runs (an `onReceive` of its `autoconnect()`,
    /// an action, `onAppear`), it runs a repeating ``Timer`` on the host's clock: at the first frame
    /// at or after each interval from the connection, every subscriber receives the frame's date
    /// (`TimelineViewDefaultContext.referenceDate` plus the clock's time), and what they write is
    /// applied in that frame. Connected elsewhere, it gives a warning naming the call and runs on the
    /// wall clock.
    public final class TimerPublisher: ConnectablePublisher {
        /// The date of a fire.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// The seconds between dates.
        public let interval: TimeInterval
        /// How late a fire may be: kept, and ignored.
        public let tolerance: TimeInterval?

        /// The timer of the connection, while connected.
        private var timer: Timer?
        /// The subscribers, by the number they subscribed with.
        private var subscribers: [Int: (Date) -> Void] = [:]
        private var nextSubscriber = 0

        init(interval: TimeInterval, tolerance: TimeInterval?) {
            self.interval = interval
            self.tolerance = tolerance
        }

        /// Starts the timer if it is not running, as Combine's `connect()`. Cancelling the answer
        /// stops the timer, whichever connection started it, as `timer.upstream.connect().cancel()`
        /// stops an autoconnected timer in SwiftUI code.
        public func connect() -> any Cancellable {
            let timer =
                self.timer
                ?? Timer.scheduled(
                    withTimeInterval: interval, repeats: true, call: "Timer.publish(every:on:in:).connect()"
                ) { [weak self] _ in self?.send() }
            self.timer = timer
            return _Cancellation { [weak self] in
                timer.invalidate()
                if self?.timer === timer { self?.timer = nil }
            }
        }

        /// Adds `receive` to the subscribers, until the answer is cancelled. Not API.
        public func _subscribe(_ receive: @escaping (Date) -> Void) -> any Cancellable {
            let number = nextSubscriber
            nextSubscriber += 1
            subscribers[number] = receive
            return _Cancellation { [weak self] in self?.subscribers[number] = nil }
        }

        /// Gives every subscriber the date of the frame, in the order they subscribed.
        private func send() {
            let time =
                _ClockContext.current?.graph.time ?? Date().timeIntervalSince(TimelineViewDefaultContext.referenceDate)
            let date = Date(timeInterval: time, since: TimelineViewDefaultContext.referenceDate)
            for number in subscribers.keys.sorted() {
                subscribers[number]?(date)
            }
        }
    }
}
