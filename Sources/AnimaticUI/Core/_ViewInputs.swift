import GraphCore

/// What a view's make step builds with: the view graph, the subtree the new nodes belong to, how
/// to name them, and the environment. Not API.
///
/// SwiftUI's `_ViewInputs` plays this part: everything a view's nodes are made from besides the
/// view's own value, passed down from parent to child and changed on the way by containers and
/// modifiers (a modifier that writes the environment hands its content inputs with the new one).
public struct _ViewInputs {
    /// The host's graph builder.
    let graph: _ViewGraph
    /// The subtree that owns the nodes made here: removing it removes them.
    var subtree: _Subtree
    /// The environment in force here, as a node's value: set with ``setEnvironment(_:)``, or taken
    /// with what goes with it by ``takeEnvironment(of:)``.
    private(set) var environment: _GraphValue<EnvironmentValues>
    /// What a text takes from ``environment``, worked out once for every text under it: the rows
    /// of a `ForEach` share it.
    private(set) var inheritedTextStyle: _InheritedTextStyleSource
    /// The prefix of every name made here: empty, or the qualified place of the view whose body
    /// this is (`VStack[0]/LikeButton/`).
    var namePrefix: String
    /// In the body of a view whose name is short (`BatterGauge`, not `VStack[1]/BatterGauge`), that
    /// name and a slash: a name the body makes that a node elsewhere in the graph is shown by
    /// already is qualified by it (`BatterGauge/Text`), so names stay unique across bodies.
    var ownerPrefix: String? = nil
    /// The place inside the current body (`ZStack[1]`), to qualify names that repeat in it.
    var place: [String]
    /// The names made more than once by the current body's static structure.
    var repeatedNames: Set<String>
    /// The name of the nearest container, for places: `VStack`, `ZStack`, `Group`.
    var containerName: String
    /// The content of the custom modifiers being built, innermost last: a modifier's
    /// `content` placeholder builds the last one.
    var modifierContents: [(_ViewInputs) -> _ViewOutputs]
    /// Where the view being made is a link of a chain of modifiers that an outer link began: the
    /// chain, and this link's place in it.
    var chainLink: (chain: _ModifierChain, index: Int)? = nil
    /// The names the modifier being made numbers by its place in its chain: `frame` → `frame[1]`.
    var chainQualifiers: [String: Int] = [:]
    /// For an `.id` being made: the value of the view it identifies, whose `.transition` is the
    /// element's.
    var identifiedContent: (() -> Any)? = nil

    /// The graph underneath.
    var animationGraph: AnimationGraph { graph.graph }

    /// The name of a node whose short name is `short`: numbered by its place in its chain of
    /// modifiers when the chain applies its modifier more than once (`frame[1]`), qualified by its
    /// place in the body when the current body makes that name more than once, and by the body's
    /// view when another body's node has that name already (`BatterGauge/Text`).
    /// Puts a new environment in force: what texts take from it is worked out anew.
    mutating func setEnvironment(_ environment: _GraphValue<EnvironmentValues>) {
        self.environment = environment
        inheritedTextStyle = _InheritedTextStyleSource(environment)
    }

    /// Puts the environment of `other` in force, sharing what its texts take from it.
    mutating func takeEnvironment(of other: _ViewInputs) {
        environment = other.environment
        inheritedTextStyle = other.inheritedTextStyle
    }

    func nodeName(_ short: String) -> String {
        var placed = short
        // Most views are named by their prefix alone: the name is looked into only when something
        // qualifies it or a sibling repeats it.
        if !chainQualifiers.isEmpty || !repeatedNames.isEmpty {
            let dot = short.utf8.firstIndex(of: UInt8(ascii: "."))
            let base = dot.map { String(short[..<$0]) } ?? short
            if !chainQualifiers.isEmpty, let index = chainQualifiers[base] {
                placed = "\(base)[\(index)]" + (dot.map { String(short[$0...]) } ?? "")
            }
            if repeatedNames.contains(base) && !place.isEmpty { placed = place.joined(separator: "/") + "/" + placed }
        }
        let name = namePrefix + placed
        if let ownerPrefix, graph.graph.dependencyGraph.liveNode(named: name) != nil { return ownerPrefix + placed }
        return name
    }

    /// The inputs of one child of a container: its place gets the child's index.
    func child(_ index: Int) -> _ViewInputs {
        var inputs = self
        inputs.place.append("\(containerName)[\(index)]")
        return inputs
    }

    /// The inputs inside a container view such as `VStack`.
    func inside(_ container: String) -> _ViewInputs {
        var inputs = self
        inputs.containerName = container
        inputs.chainLink = nil
        inputs.chainQualifiers = [:]
        return inputs
    }

    /// The inputs an element's transition is made with, in the element's `place`: its nodes are named
    /// after the element (`if/transition/opacity`, `ForEach[3]/transition/opacity`).
    func transitionInputs(element: String, in place: _Subtree) -> _ViewInputs {
        var inputs = self
        inputs.subtree = place
        inputs.namePrefix = namePrefix + (self.place + [element]).joined(separator: "/") + "/transition/"
        inputs.ownerPrefix = nil
        inputs.place = []
        inputs.repeatedNames = []
        inputs.chainLink = nil
        inputs.chainQualifiers = [:]
        return inputs
    }

    /// The inputs of a branch of a conditional view.
    func branch(_ name: String) -> _ViewInputs {
        var inputs = self
        inputs.place.append(name)
        return inputs
    }
}
