import GraphCore

/// `onAppear`: an action run when the view appears in the tree, as SwiftUI's appearance action
/// modifier runs it. Not API.
///
/// The modifier makes a node named `onAppear` that runs once, in the first update that evaluates
/// the view, and asks for the action there: the host runs it once that update's views are all built
/// and laid out, before the frame is drawn, deepest views first and, on one view, in the order
/// written. A write in the action is applied in the same frame, in a pass of its own (the action
/// runs outside any transaction; a `withAnimation` in it animates from the first values).
public struct _AppearanceActionModifier: ViewModifier, CustomStringConvertible {
    /// Runs when the view appears.
    public var action: () -> Void

    /// The value as code writes it.
    public var description: String { "onAppear { … }" }

    /// The modifier has no body. Not API.
    public typealias Body = Never

    /// Builds the modifier's node and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let render = _RenderNode(
            .modifier(name: "onAppear", value: modifier.map { $0 as Any }), children: body(inputs).nodes)
        let views = inputs.graph
        // Runs once: it reads nothing, so nothing makes it run again while the view is there.
        let node = inputs.animationGraph.rule(name: inputs.nodeName("onAppear")) { [unowned views] () -> Bool in
            views.enqueue(.appear, render: render, modifier.peek().action)
            return true
        }
        inputs.subtree.add(node.id)
        render.nodes.append(node.id)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["onAppear", default: 0] += 1
    }

    /// The modifier's own node. Not API.
    public static var _chainNodeNames: [String] { ["onAppear"] }
}

extension View {
    /// Runs `action` when this view appears, as SwiftUI's `onAppear(perform:)`: after its first
    /// update's evaluation and layout, before that frame is drawn, so that a state it writes shows in
    /// the view's first frame, and a `withAnimation` in it animates from the view's first values.
    ///
    ///     Circle()
    ///         .trim(from: 0, to: 0.75)
    ///         .rotationEffect(.degrees(spinning ? 360 : 0))
    ///         .onAppear {
    ///             withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
    ///         }
    ///
    /// Deeper views' actions run first; on one view, in the order the modifiers are written. The
    /// action runs again only if the view's place is removed and made again (a branch switched back,
    /// a new `.id`).
    ///
    /// - Parameter action: What to run; `nil` for nothing.
    /// - Returns: The view with the action.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(action: action ?? {}))
    }

    /// Runs `action` when this view has gone from the tree, as SwiftUI's `onDisappear(perform:)`: once
    /// its place is removed (a branch no longer taken, a row whose id went, a changed `.id`), after
    /// the appear actions of the same update.
    ///
    /// - Parameter action: What to run; `nil` for nothing.
    /// - Returns: The view with the action.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _DisappearanceActionModifier>
    {
        modifier(_DisappearanceActionModifier(action: action ?? {}))
    }
}
