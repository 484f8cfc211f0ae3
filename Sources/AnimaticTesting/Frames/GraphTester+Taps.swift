import AnimaticUI

/// Taps on the views of a tester made from a ``AnimaticUI/ViewHost``.
extension GraphTester {
    /// Taps the view labelled `label`, as ``AnimaticUI/ViewHost/tap(_:)`` finds it, and asserts the
    /// frame that applies the tap.
    ///
    ///     tester.tap("Add Batter") {
    ///         $0.evaluated("MixingBowlScreen.level", 0.5)
    ///         $0.evaluated("MixingBowlScreen.body", .changed)
    ///         $0.startsDependingOnTime("BatterGauge")
    ///     }
    ///
    /// The frames before the tap's frame run unasserted and must be idle, as for
    /// ``apply(at:_:assert:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - label: A `Button`'s title, an accessibility identifier, or the name of the view whose
    ///     body has the `onTapGesture`.
    ///   - time: When the tap happens: it applies at the first frame at or after it. The next frame
    ///     if `nil`, as a tap between frames is applied in SwiftUI.
    ///   - assert: States the updates of the tap's frame; nothing may update if omitted.
    public func tap(
        _ label: String, at time: Double? = nil, assert: (inout FrameUpdates) throws -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard let host else {
            preconditionFailure(
                "tap(\"\(label)\"): this tester drives a graph, not a view. Make it with GraphTester(ViewHost(…)) to "
                    + "tap views, or change state with apply(at:_:assert:).")
        }
        let frame =
            time.map { Int(($0 * graph.framesPerSecond - 1e-6).rounded(.up)) } ?? graph.frame + 1
        apply(
            at: Double(max(frame, graph.frame)) / graph.framesPerSecond, { host.tap(label) }, assert: assert,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
