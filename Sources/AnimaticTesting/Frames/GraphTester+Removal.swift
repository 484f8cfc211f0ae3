import Animatic

extension GraphTester {
    /// Removes nodes from the graph, as SwiftUI removes a view, and asserts the frame that follows.
    ///
    /// An animatable node's running animations go with it: they finish, and completion handlers
    /// waiting for them run at the end of the frame, so the frame asserts them:
    ///
    ///     tester.remove(card.id, cardBody.id) {
    ///         $0.completionFired(tap)
    ///     }
    ///
    /// Remove a node together with the rules that read it: a rule that reads a removed node fails
    /// when it next runs. The removed nodes are listed in ``FrameUpdates/removed``; they need no
    /// assertion, the step names them.
    ///
    /// - Parameters:
    ///   - nodes: The nodes to remove, such as `card.id`.
    ///   - assert: States the updates of the frame; nothing may update if omitted.
    public func remove(
        _ nodes: NodeID..., assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let graph = graph
        step(_SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert) {
            graph.advance(to: graph.time) {
                for node in nodes { graph.remove(node) }
            }
        }
    }
}
