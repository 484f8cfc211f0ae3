import GraphCore

extension AnimationGraph {
    /// Records, as a `viewWarning` event of the node being evaluated, a value a view handed it that
    /// SwiftUI warns about at run time and draws anyway; `message` names the view, the value and
    /// what is done with it. Nothing is recorded when no node is being evaluated or tracing is off.
    package func recordViewWarning(_ message: String) {
        guard let recorder, let node = dependencyGraph.evaluatingNode else { return }
        recorder.record(.viewWarning(node.rawValue, message: message))
    }
}
