/// `onDisappear`: an action run when the view has gone from the tree. Not API.
///
/// The modifier makes no node: its place in the tree holds the action, and the host runs it once
/// the place is removed (a branch no longer taken, a row whose id went, a changed `.id`), after the
/// appear actions of the same update.
public struct _DisappearanceActionModifier: ViewModifier, CustomStringConvertible {
    /// Runs when the view has gone.
    public var action: () -> Void

    /// The value as code writes it.
    public var description: String { "onDisappear { … }" }

    /// The modifier has no body. Not API.
    public typealias Body = Never

    /// Builds the modifier's drawing, and gives its place the action. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let render = _RenderNode(
            .modifier(name: "onDisappear", value: modifier.map { $0 as Any }), children: body(inputs).nodes)
        let views = inputs.graph
        // The action as the view's latest value has it, taken as the place goes, while its nodes are
        // still there to read.
        inputs.subtree.addRemovalAction { [unowned views] in
            views.enqueue(.disappear, render: nil, modifier.peek().action)
        }
        return _ViewOutputs(render)
    }

    /// The modifier makes no node. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}

    /// The modifier makes no node. Not API.
    public static var _chainNodeNames: [String] { [] }
}
