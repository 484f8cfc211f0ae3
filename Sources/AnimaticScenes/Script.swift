import Animatic

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

    /// Creates a script from its steps.
    public init(_ steps: [Step] = []) { self.steps = steps }

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
        graph.update()
        let lastFrame = graph.frameNumber(at: end)
        for step in steps.sorted(by: { $0.time < $1.time })
        where graph.firstFrameNumber(atOrAfter: step.time) <= lastFrame {
            // A step that shares the frame an earlier step moved the clock to runs at that frame.
            graph.advance(to: max(step.time, graph.time), applying: step.action)
        }
        graph.advance(to: max(end, graph.time))
    }
}
