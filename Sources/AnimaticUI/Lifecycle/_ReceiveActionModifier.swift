import GraphCore

/// `onReceive(_:perform:)`: an action run with each output of a publisher while the view is in the
/// tree, as SwiftUI's subscription view runs it. Not API.
///
/// The modifier makes a node named `onReceive` that runs in the first update that evaluates the
/// view and subscribes there, and runs again whenever the view's value changes: when the publisher
/// is another object than the one subscribed to (a parent's body made a new one), it cancels the
/// subscription and subscribes to the new one, as SwiftUI does. The subscription is cancelled when
/// the view's place is removed. Each output runs the action of the view's latest value as host code:
/// what it writes is applied in the frame of the output.
public struct _ReceiveActionModifier<P: Publisher>: ViewModifier, CustomStringConvertible where P.Failure == Never {
    /// The publisher subscribed to.
    public var publisher: P
    /// Runs with each output.
    public var action: (P.Output) -> Void

    /// The value as code writes it.
    public var description: String { "onReceive(\(_typeName(P.self))) { … }" }

    /// The modifier has no body. Not API.
    public typealias Body = Never

    /// Builds the modifier's node and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let render = _RenderNode(
            .modifier(name: "onReceive", value: modifier.map { $0 as Any }), children: body(inputs).nodes)
        let views = inputs.graph
        let subscription = _Subscription()
        let node = inputs.animationGraph.rule(name: inputs.nodeName("onReceive")) { [unowned views] () -> Int in
            let publisher = modifier.read().publisher
            // A publisher that is an object is the same publisher while it is the same object; one that
            // is a value is subscribed to again whenever the view's value changes.
            let identity = type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
            if subscription.cancellable == nil || identity == nil || identity != subscription.identity {
                subscription.cancel()
                subscription.identity = identity
                subscription.count += 1
                subscription.cancellable = _ClockContext.with(views) {
                    publisher._subscribe { output in modifier.peek().action(output) }
                }
            }
            return subscription.count
        }
        inputs.subtree.add(node.id)
        inputs.subtree.addRemovalAction { subscription.cancel() }
        render.nodes.append(node.id)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["onReceive", default: 0] += 1
    }

    /// The modifier's own node. Not API.
    public static var _chainNodeNames: [String] { ["onReceive"] }

    /// The subscription a place holds: the publisher's identity and what cancels it.
    final class _Subscription {
        var identity: ObjectIdentifier?
        var cancellable: (any Cancellable)?
        /// How many subscriptions the place has made: the node's value.
        var count = 0

        func cancel() {
            cancellable?.cancel()
            cancellable = nil
        }
    }
}

extension View {
    /// Runs `action` with each output of `publisher` while this view is in the tree, as SwiftUI's
    /// `onReceive(_:perform:)`.
    ///
    ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
    ///         withAnimation { seconds += 1 }
    ///     }
    ///
    /// The view subscribes in the first update that evaluates it, and again whenever its publisher
    /// is a new object (a publisher made in a body is made anew each time the body runs, which
    /// restarts a timer, as in SwiftUI: keep it in a property or in state). The subscription ends
    /// when the view is removed. An output's action runs as host code at the frame of the output.
    ///
    /// - Parameters:
    ///   - publisher: What to receive from: a ``Timer/TimerPublisher`` or its `autoconnect()`.
    ///   - action: What to run with each output.
    /// - Returns: The view with the subscription.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> ModifiedContent<Self, _ReceiveActionModifier<P>> where P.Failure == Never {
        modifier(_ReceiveActionModifier(publisher: publisher, action: action))
    }
}
