import GraphCore

/// Where a view's make step finds the view's value: read inside a rule, it records a dependency
/// on the node the value comes from; peeked between passes, it answers the value computed last
/// without running or recording anything. Not API.
///
/// SwiftUI's `_GraphValue` is the same handle: what `_makeView(view:inputs:)` is given in place of
/// the view itself, an attribute of the graph (or a part of one) whose value the view is, so that
/// the nodes made from it follow it as it changes.
public struct _GraphValue<Value> {
    /// Reads the value, recording a dependency when a rule is running.
    let read: () -> Value
    /// The value as last computed, with no dependency and no evaluation.
    let peek: () -> Value
    /// The one node the value is projected from, when there is one: what ``memoized()`` watches.
    let source: _ViewSource?
    /// Where the value is in the source node's value, when it is a stored part of it (as a
    /// modified view's `content` is of a body's value): its offset in bytes. Reading copies the part
    /// out of the node's memory, as SwiftUI reads an attribute at an offset.
    let offset: Int?

    init(
        read: @escaping () -> Value, peek: @escaping () -> Value, source: _ViewSource? = nil, offset: Int? = nil
    ) {
        self.read = read
        self.peek = peek
        self.source = source
        self.offset = source == nil ? nil : offset
    }

    /// The graph value of a part of the value: `content` of a modified view, one child of a tuple.
    func map<Part>(_ part: @escaping (Value) -> Part) -> _GraphValue<Part> {
        let read = self.read
        let peek = self.peek
        return _GraphValue<Part>(read: { part(read()) }, peek: { part(peek()) }, source: source)
    }

    /// The graph value of a stored part of the value, `partOffset` bytes into it (what `part`
    /// answers): read from the source node's memory when this graph value is a part of it too, with
    /// no copy of the whole value and no call through each level of projection.
    func map<Part>(at partOffset: Int, _ part: @escaping (Value) -> Part) -> _GraphValue<Part> {
        guard let source, let offset else { return map(part) }
        let total = offset + partOffset
        let peek = self.peek
        return _GraphValue<Part>(
            read: {
                source.graph.valueAddress(of: source.node).advanced(by: total).assumingMemoryBound(to: Part.self)
                    .pointee
            }, peek: { part(peek()) }, source: source, offset: total)
    }

    /// The same graph value, projected from its source node once per change of the node's value
    /// rather than at every read or peek: for a value that many rules read in a frame, as the rows
    /// of a `ForEach` read the `ForEach`, and that making each row peeks. A read still depends on
    /// the source node, as the projection's read did.
    func memoized() -> _GraphValue<Value> {
        guard let source else { return self }
        let read = self.read
        let peek = self.peek
        let cache = _LastValue<Value>()
        // The node's value as last computed has the epoch it last changed at: a projection kept
        // from that epoch, read or peeked, is the projection of that value.
        func projected(_ project: () -> Value) -> Value {
            let current = source.graph.changeEpoch(of: source.node)
            if cache.hasValue, current == cache.epoch { return cache.last }
            let value = project()
            cache.epoch = current
            return cache.remember(value)
        }
        return _GraphValue(
            read: {
                // Brought up to date first, and a dependency of the rule reading.
                source.graph.touch(source.node)
                return projected(read)
            }, peek: { projected(peek) }, source: source)
    }

    /// The graph value of a node's value.
    static func node(_ node: Node<Value>, in graph: DependencyGraph) -> _GraphValue<Value> {
        let id = node.id
        return _GraphValue(
            read: { node.value }, peek: { [unowned graph] in graph.currentValue(of: id) as! Value },
            source: _ViewSource(graph: graph, node: id), offset: 0)
    }

    /// The graph value of a state node's value.
    static func state(_ node: StateNode<Value>, in graph: DependencyGraph) -> _GraphValue<Value> {
        _GraphValue(
            read: { node.value }, peek: { node.input.withoutDependencies { node.input.value } },
            source: _ViewSource(graph: graph, node: node.id), offset: 0)
    }
}
