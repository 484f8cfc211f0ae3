import Foundation

/// A timer that fires after an interval, once or repeatedly, as Foundation's `Timer`: created from a
/// view's code that a `ViewHost` runs, it fires on the host's virtual clock.
///
/// AnimaticUI declares its own `Timer`, which a file that imports only AnimaticUI (as a SwiftUI file
/// imports only SwiftUI) finds in place of Foundation's. A file that also imports Foundation sees
/// both and must name this one `AnimaticUI.Timer`.
///
///     .onAppear {
///         Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
///             withAnimation { pulses += 1 }
///             if pulses == 3 { timer.invalidate() }
///         }
///     }
///
/// A timer scheduled at time *t* with interval *i* fires at the first frames at or after
/// *t* + *i*, *t* + 2*i*, …, at most once a frame (fire dates that fall in a frame already fired
/// are skipped, as a run loop skips the fires it missed), until it is invalidated; a timer that does
/// not repeat fires once. Its block runs as any action runs: what it writes is queued with the
/// transaction in force and applied in that frame. A repeating timer keeps one piece of work
/// waiting on the clock, whatever how long it runs.
///
/// Created outside a host's view code, a timer cannot fire on a virtual clock: it gives a warning
/// naming the call and runs as a Foundation timer on the current run loop.
public final class Timer {
    /// The seconds between fires; a timer that does not repeat fires once, after it.
    public let timeInterval: TimeInterval
    /// How late the timer may fire: kept, and ignored, as frames make every fire exact.
    public var tolerance: TimeInterval = 0
    /// Whether the timer will fire again: false once a timer that does not repeat has fired, or once
    /// it is invalidated.
    public private(set) var isValid = true

    private let repeats: Bool
    private var block: ((Timer) -> Void)?
    /// The view graph whose clock runs the timer, by a reference that does not keep it alive.
    private var viewsReference: _UnretainedReference<_ViewGraph>?
    private var views: _ViewGraph? {
        get { viewsReference?.object }
        set { viewsReference = newValue?.reference }
    }
    /// The clock's time when the timer was scheduled.
    private var start = 0.0
    /// How many intervals after `start` the next fire is.
    private var nextFire = 1
    /// The number of the fire waiting on the clock.
    private var scheduled: Int?
    /// The Foundation timer that runs it outside a host.
    private var fallback: Foundation.Timer?

    private init(interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        // As Foundation's: an interval of zero or less is a tenth of a millisecond.
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
    }

    /// Makes a timer that runs `block` every `interval` seconds (or once, if it does not repeat) and
    /// schedules it on the clock of the host whose view code is running, as Foundation's
    /// `scheduledTimer(withTimeInterval:repeats:block:)` schedules it on the current run loop.
    ///
    /// - Parameters:
    ///   - interval: The seconds between fires; zero or less counts as 0.0001.
    ///   - repeats: Whether the timer fires until invalidated, or once.
    ///   - block: What the timer runs, handed the timer (to invalidate it).
    /// - Returns: The timer, scheduled.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
        scheduled(
            withTimeInterval: interval, repeats: repeats, call: "Timer.scheduledTimer(withTimeInterval:repeats:block:)",
            block: block)
    }

    /// Makes a timer and schedules it, as `scheduledTimer(withTimeInterval:repeats:block:)` does;
    /// `call` is what a warning names when no host is in force.
    static func scheduled(
        withTimeInterval interval: TimeInterval, repeats: Bool, call: String, block: @escaping (Timer) -> Void
    ) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, block: block)
        guard let views = _ClockContext.current else {
            _ClockContext.warn(call, _ClockContext.outsideHost)
            let unchecked = _UncheckedWork { timer.fire() }
            timer.fallback = Foundation.Timer.scheduledTimer(withTimeInterval: timer.timeInterval, repeats: repeats) {
                _ in unchecked.run()
            }
            return timer
        }
        timer.views = views
        timer.start = views.graph.time
        timer.scheduleNext(after: nil)
        return timer
    }

    /// Stops the timer: it never fires again, and lets its block go.
    public func invalidate() {
        isValid = false
        block = nil
        if let scheduled { views?.graph.cancelScheduledWork(scheduled) }
        scheduled = nil
        fallback?.invalidate()
        fallback = nil
    }

    /// Runs the timer's block now, as Foundation's `fire()`: a repeating timer keeps its schedule; one
    /// that does not repeat is invalidated.
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Puts the next fire on the clock: the first of `start + n · interval`, n counting on, that
    /// falls in a frame after `firedFrame`, the frame of the fire that just ran (`nil` for none). The
    /// work holds the timer, as a run loop holds a scheduled timer, until it fires or is cancelled.
    private func scheduleNext(after firedFrame: Int?) {
        guard let graph = views?.graph else { return }
        var deadline = start + Double(nextFire) * timeInterval
        while let firedFrame, graph.firstFrameNumber(atOrAfter: deadline) <= firedFrame {
            nextFire += 1
            deadline = start + Double(nextFire) * timeInterval
        }
        nextFire += 1
        scheduled = graph.scheduleWork(after: deadline - graph.time) { self.fireOnClock() }
    }

    private func fireOnClock() {
        scheduled = nil
        guard isValid, let views else { return }
        _ClockContext.with(views) { fire() }
        if isValid && repeats { scheduleNext(after: views.graph.frame) }
    }
}
