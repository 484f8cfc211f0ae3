import GraphCore

/// How a view with a body becomes graph nodes. Not API.
///
/// At the view's place the graph holds:
/// - the view's value, a node named after the type (`BatterGauge`) that reads the value the
///   parent's body produced and compares it field by field, so an equal value stops the update;
///   for a view that is `Animatable` this is an animatable node, which presents the interpolated
///   value;
/// - one state node per `@State` (`MixingBowlScreen.level`) and one node per `@Environment`
///   (`BatterGauge.reduceMotion`);
/// - the body, a rule (`BatterGauge.body`) that links the value's dynamic properties to their
///   nodes and calls `body`: it runs again only when the value or something it read changed.
///
/// The body's content is built at the end of the pass in which the body first ran.
enum _CompositeView<Content> {
    /// Builds a view with a body: its value's node, its dynamic properties, its body.
    static func make(_ view: _GraphValue<Content>, _ inputs: _ViewInputs) -> _ViewOutputs where Content: View {
        let name = inputs.nodeName(_typeName(Content.self))
        // A qualified name (`VStack[1]/Panel`) says where the view is.
        _checkValueType(Content.self, in: name == _typeName(Content.self) ? nil : name)
        let made = inputs.subtree.nodes.count
        let value = makeValueNode(view, name: name, inputs)
        let valueNodes = inputs.subtree.nodes[made...]
        let outputs = makeBody(value, name: name, inputs) { $0.body }
        // The value's node comes before the body's: outermost first.
        outputs.nodes.first?.nodes.insert(contentsOf: valueNodes, at: 0)
        return outputs
    }

    /// Builds the body of a view (or a custom modifier) whose value is `value`: its dynamic
    /// properties' nodes, the body rule, and (at the end of the pass) the body's content.
    ///
    /// The rule is `name.body`, or `name.<bodySuffix>` (a sequencer's `PhaseAnimator.content`); the
    /// names inside are qualified by `name` only when `name` is not `shortName` at this place.
    static func makeBody<Body: View>(
        _ value: _GraphValue<Content>, name: String, _ inputs: _ViewInputs, shortName: String? = nil,
        bodySuffix: String = "body", body makeBody: @escaping (Content) -> Body
    ) -> _ViewOutputs {
        let graph = inputs.graph
        let subtree = inputs.subtree
        let labels = _DynamicProperties.labels(of: Content.self, in: value.peek)
        // A view that holds a model runs its body under observation: a change of a property it read
        // (or any change an ObservableObject announces) changes this input.
        let observation =
            _ObservationCandidates.holdsModel(Content.self, in: value.peek)
            ? _ObservationInput(name: name + ".observation", graph: graph, subtree: subtree) : nil
        var storage: [String: AnyObject] = [:]
        if !labels.isEmpty {
            for (label, property) in _DynamicProperties.properties(of: value.peek()) {
                let place = _PropertyPlace(
                    graph: graph, subtree: subtree, name: name + "." + _DynamicProperties.propertyName(label),
                    environment: inputs.environment, observation: observation)
                if let made = property._makeStorage(place) { storage[label] = made }
            }
        }
        var bodyName = name
        bodyName.reserveCapacity(name.utf8.count + 1 + bodySuffix.utf8.count)
        bodyName += "."
        bodyName += bodySuffix
        let hasProperties = !labels.isEmpty
        let read = value.read
        // The body's value compares field by field, as each child compares what it reads of it:
        // an equal body changes nothing below it.
        let shown = _ShownBody(graph: graph.graph.dependencyGraph)
        let body = graph.graph.rule(name: bodyName) { [unowned graph] () -> _ViewValue<Body> in
            // A place the change being applied removes keeps what it showed until it goes.
            if subtree.isDoomed, shown.hasRun {
                // Brought back before it went, it runs again.
                _ = graph.structure.value
                return shown.lastValue()
            }
            let view = read()
            if hasProperties {
                for (label, property) in _DynamicProperties.properties(of: view) { property._link(to: storage[label]) }
            }
            let views = graph
            let outer = views.evaluatingBody
            views.evaluatingBody = bodyName
            defer { views.evaluatingBody = outer }
            shown.hasRun = true
            if let observation { return _ViewValue(observation.tracking { makeBody(view) }) }
            return _ViewValue(makeBody(view))
        }
        shown.node = body.id
        subtree.add(body.id)

        let render = _RenderNode(.view(name))
        render.nodes.append(body.id)
        let bodyInput = _GraphValue.node(body, in: graph.graph.dependencyGraph).map(at: 0) { $0.value }
        var inner = inputs
        let isShort = name == inputs.namePrefix + (shortName ?? _typeName(Content.self))
        inner.namePrefix = isShort ? inputs.namePrefix : _NodeNames.prefix(inside: name)
        inner.ownerPrefix = isShort ? _NodeNames.prefix(inside: name) : nil
        inner.modifierContents = inputs.modifierContents
        inner.place = []
        inner.containerName = "body"
        inner.chainLink = nil
        inner.chainQualifiers = [:]
        let scopes = graph.graph.currentScopes
        graph.schedule(for: subtree) { [unowned graph] in
            // The body has run: the types of what it returns have been seen.
            inner.repeatedNames = _NodeNames.repeated(in: Body.self)
            graph.graph.withScopes(scopes) {
                render.children = Body._makeView(view: bodyInput, inputs: inner).nodes
            }
        }
        return _ViewOutputs(render)
    }

    /// The node of the view's value: animatable when the view is.
    static func makeValueNode(
        _ view: _GraphValue<Content>, name: String, _ inputs: _ViewInputs
    ) -> _GraphValue<Content> {
        let graph = inputs.animationGraph
        if let animatable = Content.self as? any Animatable.Type, _hasAnimatableData(animatable) {
            return makeAnimatable(animatable, view, name: name, inputs)
        }
        // A view that is `Animatable` without animatable data jumps, and the trace says so when an
        // animation reaches it.
        let read = view.read
        let node =
            Content.self is any Animatable.Type
            ? graph.inanimate(name: name) { _ViewValue(read()) }
            : graph.rule(name: name) { _ViewValue(read()) }
        graph.markViewInternal(node.id)
        inputs.subtree.add(node.id)
        // Peeking answers the value the parent's body made: the node may not have run yet.
        return _GraphValue(read: { node.value.value }, peek: view.peek)
    }

    private static func makeAnimatable<Model: Animatable>(
        _: Model.Type, _ view: _GraphValue<Content>, name: String, _ inputs: _ViewInputs
    ) -> _GraphValue<Content> {
        _validateAnimatable(Model.self, name: name)
        let read = view.read
        if Model.AnimatableData.self == SynthesizedAnimatableData.self {
            // One concrete type for every synthesized view: its animator runs specialized.
            let node = inputs.animationGraph.animatable(name: name) {
                _SynthesizedViewValue(unsafeBitCast(read(), to: Model.self))
            }
            inputs.subtree.add(node.id)
            return _GraphValue(
                read: {
                    let box = unsafeDowncast(node.value.box, to: _SynthesizedModelBox<Model>.self)
                    return unsafeBitCast(box.model, to: Content.self)
                }, peek: view.peek)
        }
        let node = inputs.animationGraph.animatable(name: name) {
            _ViewValue(unsafeBitCast(read(), to: Model.self))
        }
        inputs.subtree.add(node.id)
        return _GraphValue(read: { unsafeBitCast(node.value.value, to: Content.self) }, peek: view.peek)
    }
}

/// Whether values of `type` have animatable data: not `EmptyAnimatableData`.
func _hasAnimatableData<Value: Animatable>(_ type: Value.Type) -> Bool {
    Value.AnimatableData.self != EmptyAnimatableData.self
}

/// Stops with the synthesis error's message when `type` cannot animate, naming the view.
func _validateAnimatable<Value>(_ type: Value.Type, name: String) {
    do {
        try AnimatableSynthesis.validate(type)
    } catch {
        preconditionFailure("\(name): \(error)")
    }
}
