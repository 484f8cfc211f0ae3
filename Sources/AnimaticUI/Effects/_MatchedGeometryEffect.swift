import Foundation
import GraphCore

/// `matchedGeometryEffect`: views with one identifier in one namespace share a frame, the frame of
/// the group's source (the view inserted last with `isSource: true`).
///
/// A view that is not the source is drawn on the source's frame (its position, size or both, by
/// `properties`), and follows it when the source moves. In a hero move (the source removed and
/// another view with its identifier inserted, in one transaction that animates) the shared frame
/// animates from the removed view's frame to the inserted one's, and both are drawn on it while
/// their transitions cross-fade them.
///
/// The graph has, for each view, an animatable node with the frame it is drawn on
/// (`matchedGeometryEffect`) and the state that starts a hero move (`matchedGeometryEffect.settled`).
/// A view is drawn on its shared frame by scaling and moving what layout made of it, where SwiftUI
/// lays it out again at the shared size (see *Differences from SwiftUI*).
public struct _MatchedGeometryEffect<ID: Hashable>: ViewModifier, CustomStringConvertible {
    /// A built-in modifier has no body.
    public typealias Body = Never

    /// The identifier shared in the namespace.
    public var id: ID
    /// The namespace.
    public var namespace: Namespace.ID
    /// What is shared.
    public var properties: MatchedGeometryProperties
    /// The point of the view placed on the source's same point.
    public var anchor: UnitPoint
    /// Whether the view is the group's source.
    public var isSource: Bool

    /// The effect `matchedGeometryEffect(id:in:properties:anchor:isSource:)` applies.
    public init(
        id: ID, namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    /// The value as code writes it.
    public var description: String {
        "matchedGeometryEffect(id: \(id), in: \(namespace)\(isSource ? "" : ", isSource: false"))"
    }

    /// Builds the effect's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let views = inputs.graph
        let graph = inputs.animationGraph
        let initial = modifier.peek()
        let key = _MatchedGeometryGroups.Key(namespace: initial.namespace, id: AnyHashable(initial.id))
        let groups = views.matchedGeometry
        // A hero move: a source is inserted in a transaction that animates while another source of
        // the group is shown; the shared frame starts at that one's.
        let transaction = views.structuralTransaction
        var heroStart: CGRect?
        if initial.isSource, let transaction, transaction.animates, let previous = groups.source(of: key),
            let node = previous.node
        {
            heroStart = graph.dependencyGraph.currentValue(of: node.id) as? CGRect
        }
        let settled = graph.state(heroStart == nil, name: inputs.nodeName("matchedGeometryEffect.settled"))
        graph.markViewInternal(settled.id)
        inputs.subtree.add(settled.id)
        let member = _MatchedGeometryGroups.Member(isSource: initial.isSource, settled: settled, heroStart: heroStart)
        let structure = views.structure
        let node = graph.animatable(name: inputs.nodeName("matchedGeometryEffect")) {
            [weak member] () -> CGRect in
            _ = structure.value
            guard let member, let own = member.render.flatMap(_PresentedFrame.laidOutFrame(of:)) else { return .zero }
            let effect = modifier.read()
            let source = groups.source(of: key)
            guard let shared = (source ?? member).sourceFrame else { return own }
            if source === member || source == nil { return shared }
            return Self.frame(own, on: shared, effect.properties, anchor: effect.anchor)
        }
        inputs.subtree.add(node.id)
        let drawing = _GraphValue<Any>(
            read: { _MatchedGeometryDrawing(shared: node.value) }, peek: { _MatchedGeometryDrawing(shared: .null) })
        let render = _RenderNode(
            .modifier(name: "matchedGeometryEffect", value: drawing), children: body(inputs).nodes)
        member.render = render
        member.node = node
        groups.register(member, in: key)
        if heroStart != nil, let transaction {
            graph.enqueueContinuation(transaction) { settled.value = true }
        }
        render.nodes += [node.id, settled.id]
        return _ViewOutputs(render)
    }

    /// The frame of a view laid out at `own` that takes `properties` of `shared`: the source's size,
    /// and its anchor point on the source's.
    static func frame(
        _ own: CGRect, on shared: CGRect, _ properties: MatchedGeometryProperties, anchor: UnitPoint
    ) -> CGRect {
        let size = properties.contains(.size) ? shared.size : own.size
        let point =
            properties.contains(.position)
            ? _DisplayListBuilder.point(anchor, in: shared) : _DisplayListBuilder.point(anchor, in: own)
        return CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["matchedGeometryEffect", default: 0] += 1
    }

    /// The modifier's own nodes. Not API.
    public static var _chainNodeNames: [String] { ["matchedGeometryEffect"] }
}

/// A matched view as the display list's builder draws it: what layout made of it, scaled and moved
/// onto the shared frame. Not API.
struct _MatchedGeometryDrawing: _DrawingEffect {
    let shared: CGRect

    func _apply(in frame: CGRect, to effects: inout _DisplayListBuilder.Effects) {
        guard !shared.isNull, frame.width > 0, frame.height > 0, shared != frame else { return }
        let sx = shared.width / frame.width
        let sy = shared.height / frame.height
        effects.transform = _DisplayListBuilder.compose(
            effects.transform,
            AffineTransform(
                m11: sx, m12: 0, m21: 0, m22: sy, tX: shared.minX - frame.minX * sx, tY: shared.minY - frame.minY * sy))
    }
}

extension View {
    /// Shares this view's frame with the other views of `id` in `namespace`, as SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: a view that is not the source is
    /// drawn on the source's frame, and a source that replaces another in an animated change moves
    /// and resizes from the replaced one's frame (a hero move).
    ///
    /// - Parameters:
    ///   - id: The identifier the views share.
    ///   - namespace: The namespace of the identifier, from a `@Namespace` property.
    ///   - properties: What is shared; the whole frame by default.
    ///   - anchor: The point placed on the source's same point; the centre by default.
    ///   - isSource: Whether this view is the group's source; `true` by default.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedContent<Self, _MatchedGeometryEffect<ID>> {
        modifier(
            _MatchedGeometryEffect(
                id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
