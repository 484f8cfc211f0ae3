import AnimaticUI

/// One interaction in the script of a scene made from a view: `.tap("Add Batter", at: 0.5)`, or a
/// setting the person changes, `.environment(\.accessibilityReduceMotion, true, at: 2.5, "Reduce
/// Motion on")`.
public struct ViewStep: Sendable, CustomStringConvertible {
    /// What the step does.
    enum Action {
        case tap(String)
        /// A change to the host's environment, and its label.
        case environment(String, @Sendable (ViewHost) -> Void)
    }

    /// When the interaction happens, in seconds: it applies at the first frame at or after it.
    public let time: Double
    let action: Action

    /// A tap on the view labelled `label`, as ``AnimaticUI/ViewHost/tap(_:)`` finds it: a
    /// `Button`'s title, an accessibility identifier, or the name of the view whose body has the
    /// `onTapGesture`.
    ///
    /// - Parameters:
    ///   - label: What to tap.
    ///   - time: When, in seconds; the tap applies at the first frame at or after it.
    public static func tap(_ label: String, at time: Double) -> ViewStep {
        precondition(
            time.isFinite && time >= 0,
            ".tap(\"\(label)\", at: \(time)): a tap's time is a finite number of seconds, 0 or more.")
        return ViewStep(time: time, action: .tap(label))
    }

    /// A change to the environment the host gives its views, as ``AnimaticUI/ViewHost/setEnvironment(_:_:)``
    /// makes it: a setting the person changes while the view runs, such as Reduce Motion.
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: Its new value.
    ///   - time: When, in seconds; the change applies at the first frame at or after it.
    ///   - label: The change in a few words, for narration: `Reduce Motion on`.
    public static func environment<Value: Sendable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value, at time: Double,
        _ label: String
    ) -> ViewStep {
        precondition(
            time.isFinite && time >= 0,
            ".environment(…, at: \(time), \"\(label)\"): a step's time is a finite number of seconds, 0 or more.")
        return ViewStep(time: time, action: .environment(label) { $0.setEnvironment(keyPath, value) })
    }

    /// The step in a few words, for narration: `tap Add Batter`, or an environment change's label.
    public var description: String {
        switch action {
        case .tap(let label): "tap \(label)"
        case .environment(let label, _): label
        }
    }

    /// The time of the first frame at or after ``time`` at `framesPerSecond`.
    func frameTime(framesPerSecond: Double) -> Double {
        (time * framesPerSecond - 1e-6).rounded(.up) / framesPerSecond
    }

    /// Makes the interaction on `host`; it applies at the next frame.
    func run(on host: ViewHost) {
        switch action {
        case .tap(let label): host.tap(label)
        case .environment(_, let change): change(host)
        }
    }
}
