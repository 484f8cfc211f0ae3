import Foundation
import GraphCore

/// Animated layout: the frame a drawn piece is presented at. Not API.
///
/// Layout itself never animates, in SwiftUI or here: a layout node places its region at once. What
/// animates is where each drawn piece is shown. Every leaf that draws (a text, an image, a shape, a
/// colour) and every drawing effect that reads the frame it is laid out in (a scale's or rotation's
/// anchor, a clip) has an animatable node named after it with `.frame` (`VStack[1]/Text.frame`). The
/// node reads the piece's placement from its container's layout node; when the placement changes
/// in a transaction with an animation (or under an `.animation(_:value:)` scope around the piece),
/// the node animates from the frame it presents to the new one, origin and size together, and a
/// later change retargets it as any animation does. A new piece's first frame does not animate, and
/// a frame that did not move does not change the node, so nothing below it runs.
///
/// The display list draws each piece at its presented frame; taps find views where layout put them.
enum _PresentedFrame {
    /// Makes the frame node of `render`, named `<short>.frame` at its place. It is a late output of
    /// the graph: it runs after the structure nodes that decide which views exist, so that the
    /// layout it reads never runs the body of a view a change is removing.
    ///
    /// A piece built while views inside it are still to be built (in a later pass of the frame) gets
    /// its node once they all are and the containers have laid them out: its first frame is where
    /// the layout puts it with all its siblings, and a view inserted under an animation does not fly
    /// in from where a partial layout had put it.
    static func make(for render: _RenderNode, name short: String, _ inputs: _ViewInputs) {
        let graph = inputs.animationGraph
        let subtree = inputs.subtree
        // The node is made in the animation scopes around the piece (`.animation(_:value:)`), and
        // named then, after the frames of the pieces built before it.
        let scopes = graph.currentScopes
        let reference = render.reference
        inputs.graph.whenLaidOut {
            guard let render = reference.object, !subtree.isRemoved else { return }
            let node = graph.withScopes(scopes) {
                graph.animatable(name: inputs.nodeName(short + ".frame")) { () -> CGRect in
                    guard let render = reference.object else { return .zero }
                    return laidOutFrame(of: render) ?? .zero
                }
            }
            // Shown in traces, but not among the nodes a test must assert: a test asserts the views.
            graph.markViewInternal(node.id)
            graph.dependencyGraph.markLateOutput(node.id)
            subtree.add(node.id)
            render.frameNode = node
            render.nodes.insert(node.id, at: 0)
        }
    }

    /// Where `render`'s container placed it, or, for a removed piece still drawn, where it was.
    static func laidOutFrame(of render: _RenderNode) -> CGRect? {
        (render.container?.layoutNode?.value[render] ?? render.frozenPlacement)?.frame
    }
}
