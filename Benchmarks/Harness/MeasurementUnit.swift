/// What a workload's operation is, which scale it is printed in, and its target for Animatic.
enum MeasurementUnit {
    /// Time per rule brought up to date.
    case nanosecondsPerNodeUpdate
    /// Time per input write, including the pulls that follow it.
    case nanosecondsPerWrite
    /// Time per update of a large graph (a batch of writes and the pulls that follow).
    case microsecondsPerUpdate
    /// Time per node created (and pulled cold).
    case nanosecondsPerNode

    /// The column heading.
    var label: String {
        switch self {
        case .nanosecondsPerNodeUpdate: "ns/node update"
        case .nanosecondsPerWrite: "ns/write"
        case .microsecondsPerUpdate: "µs/update"
        case .nanosecondsPerNode: "ns/node"
        }
    }

    /// Converts nanoseconds per operation to this unit's scale.
    func scaled(_ nanoseconds: Double) -> Double {
        self == .microsecondsPerUpdate ? nanoseconds / 1_000 : nanoseconds
    }
}
