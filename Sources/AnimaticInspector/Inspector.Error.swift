import Animatic
import AnimaticExports

extension Inspector {
    /// Why an inspector page cannot be made.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The graph was created with ``Animatic/TraceMode/off``: it recorded nothing to inspect.
        case tracingOff
        /// The trace has no tick: the graph never ran a frame.
        case emptyTrace

        /// What went wrong and what to do about it.
        public var description: String {
            switch self {
            case .tracingOff:
                "The graph's tracing is off (TraceMode.off), so it recorded nothing to inspect. Create the graph "
                    + "with AnimationGraph(tracing: .unbounded), or a bounded .lastTicks(n), and run it again."
            case .emptyTrace:
                "The trace has no tick: the graph never ran a frame. Call update() or advance(to:) before inspecting."
            }
        }
    }
}
