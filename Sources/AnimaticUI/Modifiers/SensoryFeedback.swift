/// A haptic or sound, as SwiftUI's `SensoryFeedback`, for `sensoryFeedback(_:trigger:)`: recorded
/// only, as a simulator has no haptic engine.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something aligned.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact of a weight and an intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(weight: .\(weight.name), intensity: \(TraceValue.format(intensity)))")
    }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// The feedback as code writes it, after the dot: `success`.
    public var description: String { name }
}
