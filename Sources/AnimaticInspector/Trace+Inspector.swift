import Animatic
import AnimaticExports

extension Trace {
    /// This trace as an inspector page: see ``AnimaticInspector/Inspector``.
    ///
    /// - Parameters:
    ///   - title: The page's title.
    ///   - roles: The nodes' roles, from ``Animatic/AnimationGraph/role(of:)``.
    ///   - interactions: What made the writes, so the page's "Why" can name them.
    /// - Returns: One self-contained HTML document.
    /// - Throws: ``AnimaticInspector/Inspector/Error/emptyTrace`` when the trace has no tick.
    public func inspectorHTML(
        title: String = "Animatic trace", roles: [NodeID: NodeRole] = [:],
        interactions: [Inspector.Interaction] = []
    ) throws -> String {
        try Inspector(trace: self, title: title, roles: roles, interactions: interactions).html()
    }
}
