import AnimaticUI

/// The interactions of a scene: actions at given times, run in order between frames.
public struct Script {
    /// One scripted interaction.
    public struct Step {
        /// When the interaction happens, in seconds.
        public let time: Double
        /// What it does, in a few words (`tap`, `Add Batter`), for narration.
        public let label: String
        /// The interaction: writes to state, in a transaction or not.
        public let action: () -> Void

        /// Creates a step.
        public init(at time: Double, _ label: String, _ action: @escaping () -> Void) {
            self.time = time
            self.label = label
            self.action = action
        }
    }

    /// The steps, in the order given.
    public var steps: [Step]

    /// What the steps' graph needs alive while it runs frames, such as the host of a view.
    private let owner: AnyObject?

    /// Creates a script from its steps.
    public init(_ steps: [Step] = []) {
        self.steps = steps
        owner = nil
    }

    /// Creates a script from its steps, keeping `owner` alive as long as the script: the host
    /// that a view scene's graph calls back into.
    public init(_ steps: [Step], keeping owner: AnyObject) {
        self.steps = steps
        self.owner = owner
    }

    /// The step with the given label: the first in time, or with `occurrence` the later ones when
    /// several steps have the label (two taps of `Add Batter`). A test that finds steps by their
    /// labels keeps working when a scene gains a step.
    ///
    ///     let pour = try #require(script.step(labeled: "Pour Out"))
    ///     let secondAdd = try #require(script.step(labeled: "Add Batter", occurrence: 2))
    ///
    /// - Parameters:
    ///   - label: The step's label.
    ///   - occurrence: Which of the steps with that label, from 1, in the order of their times.
    /// - Returns: The step, or `nil` when there are fewer steps with that label.
    public func step(labeled label: String, occurrence: Int = 1) -> Step? {
        let matching = steps.enumerated().filter { $0.element.label == label }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        guard occurrence >= 1, occurrence <= matching.count else { return nil }
        return matching[occurrence - 1].element
    }

    /// Runs the scene: the first frame at 0 s, each step at its time (applied in the first frame at
    /// or after that time, see ``Animatic/AnimationGraph/advance(to:applying:)``), then frames until
    /// `end`. A step whose frame comes after the last frame at or before `end` does not run; steps
    /// that fall in one frame run in it, in the order of their times.
    public func run(on graph: AnimationGraph, until end: Double) {
        run(on: graph, until: end, pausingAt: []) { _ in }
    }

    /// Runs the scene as ``run(on:until:)`` does, pausing at each of `moments` to hand `pause` the
    /// moment: the graph then shows the last frame at or before it, with every step whose frame is
    /// at or before that frame applied. Moments after `end` are not reached.
    ///
    /// - Parameters:
    ///   - graph: The graph the script's steps act on, on which no frame has run yet.
    ///   - end: The time of the last frame, in seconds.
    ///   - moments: The times to pause at, in seconds.
    ///   - pause: Called once per moment, in increasing order of time.
    public func run(
        on graph: AnimationGraph, until end: Double, pausingAt moments: [Double], _ pause: (Double) throws -> Void
    ) rethrows {
        graph.update()
        let lastFrame = graph.frameNumber(at: end)
        // Steps and pauses in the order of their frames; in a shared frame the step comes first,
        // so that a pause shows the frame the step made.
        enum Event {
            case step(Step)
            case pause(Double)
        }
        var events: [(frame: Int, order: Int, time: Double, event: Event)] = []
        for step in steps where graph.firstFrameNumber(atOrAfter: step.time) <= lastFrame {
            events.append((graph.firstFrameNumber(atOrAfter: step.time), 0, step.time, .step(step)))
        }
        for moment in moments where moment <= end {
            events.append((graph.frameNumber(at: moment), 1, moment, .pause(moment)))
        }
        events.sort { ($0.frame, $0.order, $0.time) < ($1.frame, $1.order, $1.time) }
        for entry in events {
            switch entry.event {
            case .step(let step):
                // A step that shares the frame an earlier step moved the clock to runs at that frame.
                graph.advance(to: max(step.time, graph.time), applying: step.action)
            case .pause(let moment):
                graph.advance(to: max(moment, graph.time))
                try pause(moment)
            }
        }
        graph.advance(to: max(end, graph.time))
    }

    /// The host of the view this script drives, for a scene made from a view.
    package var host: ViewHost? { owner as? ViewHost }
}
