import GraphCore

/// One engine for places that come and go: the branches of an `if`/`else` or `switch`, an optional
/// view, the rows of a `ForEach`, the identities an `.id` gives. Not API.
///
/// Each element has a key (a branch, a row's id) and a place of its own in the tree. When the keys
/// change, the container inserts and removes elements as SwiftUI's dynamic containers do:
/// - an element inserted by a change that animates (after the scoped modifiers around the place) is
///   built inside its transition (`.opacity` unless it says otherwise), in the `willAppear` phase,
///   and moved to `identity` in a continuation of the change's transaction, so the transition's
///   effects animate in; an element inserted without animation appears in place;
/// - an element removed by a change that animates stays, out of its container's layout, drawn
///   beneath its siblings at the place it had and showing what it showed, while its transition moves
///   to `didDisappear`; once every animation that move started has finished it goes, with its nodes
///   and state. Without animation, or with the `.identity` transition, it goes at once;
/// - an element whose key comes back while it is being removed is brought back, with its state: its
///   transition returns to `identity` in the new change's transaction.
///
/// The transition's phase is a state node of the element (`<element>/transition.phase`), and its
/// effects are ordinary animatable nodes (`<element>/transition/opacity`), so the trace shows the
/// element coming and going.
final class _DynamicContainer<Key: Hashable> {
    /// One element: its place, what it drew, and its transition once it has one.
    final class Element {
        let key: Key
        let place: _Subtree
        /// Stands for the element in the container's list while it has a transition: the transition's
        /// effects around its content. Made only then: an element without one is its content in the
        /// list, which spares a `ForEach` a piece per row.
        private(set) var render: _RenderNode?
        /// What the element's content made.
        var content: [_RenderNode] = []
        /// The transition's phase, while the element has a transition.
        var phase: StateNode<TransitionPhase>?
        /// The nodes of the element's transition (its phase and effects), while it has one.
        var transitionNodes: Set<NodeID> = []
        /// Bumped whenever the element comes back during its removal: a removal that completes after
        /// that does nothing.
        var generation = 0

        init(key: Key, place: _Subtree) {
            self.key = key
            self.place = place
        }

        /// What stands for the element in the container's list.
        var shown: [_RenderNode] { render.map { [$0] } ?? content }

        /// The element's piece, made around its content if it has none yet.
        func makeRender() -> _RenderNode {
            if let render { return render }
            let made = _RenderNode(.group, children: content)
            render = made
            return made
        }

        /// Lets the element's piece go: its content stands for it again.
        func dropRender() {
            render?.children = []
            render = nil
        }
    }

    /// Stands for the elements in the list of the view the container is part of: removed elements
    /// still drawn first (beneath), then the present ones in order.
    let render = _RenderNode(.group)
    private let graph: _ViewGraph
    private let container: _Subtree
    private var present: [Key: Element] = [:]
    private var order: [Key] = []
    private var removing: [Element] = []
    private var hasBuilt = false
    /// Builds an element's content in its place.
    private let makeContent: (Key, _Subtree) -> _ViewOutputs
    /// The element's transition, from its latest value.
    private let transitionOf: (Key) -> AnyTransition
    /// The inputs the element's transition is built with: named after the element's place.
    private let transitionInputs: (Key, _Subtree) -> _ViewInputs
    /// Told when an element has gone for good (removed at once, or at the end of its removal).
    private let erased: (Key) -> Void

    /// A container at the place `inputs` name.
    ///
    /// - Parameters:
    ///   - inputs: Where the container is; its elements' places are made inside `inputs.subtree`.
    ///   - makeContent: Builds an element's content, in the place given.
    ///   - transition: The element's transition, read from its latest value.
    ///   - transitionInputs: The inputs an element's transition effects are made with.
    ///   - erased: Told when an element has gone for good.
    init(
        _ inputs: _ViewInputs, makeContent: @escaping (Key, _Subtree) -> _ViewOutputs,
        transition: @escaping (Key) -> AnyTransition,
        transitionInputs: @escaping (Key, _Subtree) -> _ViewInputs, erased: @escaping (Key) -> Void = { _ in }
    ) {
        graph = inputs.graph
        container = inputs.subtree.makeChild()
        self.makeContent = makeContent
        transitionOf = transition
        self.transitionInputs = transitionInputs
        self.erased = erased
    }

    /// The place of the present element with `key`, if any.
    func place(of key: Key) -> _Subtree? { present[key]?.place }

    /// The places a change to `keys` removes.
    func removedPlaces(for keys: [Key]) -> [_Subtree] {
        let kept = Set(keys)
        return order.filter { !kept.contains($0) }.compactMap { present[$0]?.place }
    }

    /// Makes the elements `keys` say, in order, inserting and removing as the type's documentation
    /// says, in `transaction` (that of the change, as the place saw it; `nil` for the first build).
    func update(to keys: [Key], in transaction: _TransactionContinuation?) {
        let kept = Set(keys)
        let animates = hasBuilt && transaction?.animates == true
        // Removed in the order the elements had: a trace reads the same in every run.
        for key in order where !kept.contains(key) {
            guard let element = present.removeValue(forKey: key) else { continue }
            // The transition is looked up only when the change animates: an edit without animation
            // makes no element's view for it.
            if animates, let transaction, case let transition = transitionOf(key), !transition.isIdentity {
                remove(element, with: transition, in: transaction)
            } else {
                element.place.remove(from: graph.graph)
                erased(key)
            }
        }
        for key in keys where present[key] == nil {
            if let index = removing.firstIndex(where: { $0.key == key }) {
                let element = removing.remove(at: index)
                bringBack(element, in: transaction)
                present[key] = element
                continue
            }
            let element = Element(key: key, place: container.makeChild())
            if animates, let transaction, case let transition = transitionOf(key), !transition.isIdentity {
                insert(element, with: transition, in: transaction)
            } else {
                element.content = makeContent(key, element.place).nodes
            }
            present[key] = element
        }
        order = keys
        hasBuilt = true
        updateRender()
    }

    private func updateRender() {
        var shown: [_RenderNode] = []
        shown.reserveCapacity(removing.count + order.count)
        for element in removing { shown += element.shown }
        for key in order { if let element = present[key] { shown += element.shown } }
        render.children = shown
    }

    /// Builds `element` inside `transition` in the `willAppear` phase, and moves it to `identity` in a
    /// continuation of `transaction`; once the animations that started have finished, the transition
    /// goes, and the element is as if it had been there from the start.
    private func insert(_ element: Element, with transition: AnyTransition, in transaction: _TransactionContinuation) {
        let key = element.key
        let phase = wrap(element, in: transition, phase: .willAppear) { [unowned self] in
            element.content = makeContent(key, element.place).nodes
            return element.content
        }
        let generation = element.generation
        graph.graph.enqueueContinuation(
            transaction,
            whenAnimationsRemoved: { [weak self, weak element] in
                guard let self, let element, element.generation == generation, present[element.key] === element else {
                    return
                }
                unwrap(element)
            }
        ) { phase.value = .identity }
    }

    /// Builds `transition` around what `content` makes, in `phase`; returns the phase's node.
    private func wrap(
        _ element: Element, in transition: AnyTransition, phase initial: TransitionPhase,
        content: @escaping () -> [_RenderNode]
    ) -> StateNode<TransitionPhase> {
        let place = element.place
        let before = place.nodes.count
        var contentNodes: Range<Int> = before..<before
        let phase = makePhase(of: element, initial)
        element.makeRender().children =
            transition.make(
                .state(phase, in: graph.graph.dependencyGraph), transitionInputs(element.key, place)
            ) { _ in
                let start = place.nodes.count
                let made = content()
                contentNodes = start..<place.nodes.count
                return _ViewOutputs(made)
            }.nodes
        // The transition's own nodes: those made in the place around its content's.
        element.transitionNodes = Set(
            place.nodes.indices.filter { $0 >= before && !contentNodes.contains($0) }.map { place.nodes[$0] })
        return phase
    }

    /// Takes the transition away from an element in place: its effects are at identity, and leave.
    private func unwrap(_ element: Element) {
        guard element.phase != nil else { return }
        element.dropRender()
        updateRender()
        element.place.remove(element.transitionNodes, from: graph.graph)
        element.transitionNodes = []
        element.phase = nil
        graph.structureChanged()
    }

    /// Keeps `element` drawn, out of layout, while `transition` moves to `didDisappear` in a
    /// continuation of `transaction`; removes it once the animations that started have finished.
    private func remove(_ element: Element, with transition: AnyTransition, in transaction: _TransactionContinuation) {
        // The element's piece is inside this container's: it is placed by the same layout.
        let piece = element.makeRender()
        if let region = render.container?.layoutNode.map({ graph.graph.dependencyGraph.currentValue(of: $0.id) })
            as? _LayoutPlacements
        {
            piece.freezePlacements(in: region)
        } else {
            piece.isRemoving = true
        }
        let phase: StateNode<TransitionPhase>
        if let existing = element.phase {
            phase = existing
        } else {
            // An element built without a transition gets one around what it shows; its effects run
            // first in identity, then move.
            let content = element.content
            phase = wrap(element, in: transition, phase: .identity) { content }
        }
        removing.append(element)
        let generation = element.generation
        graph.graph.enqueueContinuation(
            transaction,
            whenAnimationsRemoved: { [weak self, weak element] in
                guard let self, let element, element.generation == generation else { return }
                erase(element)
            }
        ) { phase.value = .didDisappear }
    }

    /// Brings back an element being removed, with its state: its transition returns to `identity`
    /// in `transaction`, and goes once the animations of that return have finished.
    private func bringBack(_ element: Element, in transaction: _TransactionContinuation?) {
        element.generation += 1
        element.render?.thawPlacements()
        element.place.undoom()
        graph.structureChanged()
        guard let phase = element.phase else { return }
        guard let transaction else {
            phase.value = .identity
            unwrap(element)
            return
        }
        let generation = element.generation
        graph.graph.enqueueContinuation(
            transaction,
            whenAnimationsRemoved: { [weak self, weak element] in
                guard let self, let element, element.generation == generation, present[element.key] === element else {
                    return
                }
                unwrap(element)
            }
        ) { phase.value = .identity }
    }

    /// Removes an element whose removal transition is over, with its nodes and state.
    private func erase(_ element: Element) {
        guard let index = removing.firstIndex(where: { $0 === element }) else { return }
        removing.remove(at: index)
        element.place.remove(from: graph.graph)
        erased(element.key)
        updateRender()
        // Containers lay out again without it.
        graph.structureChanged()
    }

    private func makePhase(of element: Element, _ initial: TransitionPhase) -> StateNode<TransitionPhase> {
        let inputs = transitionInputs(element.key, element.place)
        let node = graph.graph.state(initial, name: inputs.namePrefix.dropLast(1) + ".phase")
        element.place.add(node.id)
        element.phase = node
        return node
    }
}
