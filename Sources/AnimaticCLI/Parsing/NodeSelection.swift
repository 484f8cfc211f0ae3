import Animatic

/// The `--nodes <names>` option: the node names a subcommand narrows its output to.
struct NodeSelection {
    /// The names given, in order, or `nil` when the option was not given.
    let requested: [String]?

    /// Reads `--nodes`: names separated by commas, spaces around them ignored.
    init(_ arguments: ParsedArguments) {
        requested = arguments.value(.nodes).map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// The requested names, checked against the nodes of `graph`: `nil` when every node is wanted,
    /// a usage error that lists the graph's nodes when a name is not one of them.
    func names(in graph: AnimationGraph, scene: String, command: String) throws -> Set<String>? {
        guard let requested else { return nil }
        let known = graph.dependencyGraph.nodes.map { graph.dependencyGraph.name(of: $0) }
        let knownSet = Set(known)
        if let unknown = requested.first(where: { !knownSet.contains($0) }) {
            throw CommandLineError.usage(
                "Unknown node '\(unknown)' in '\(OptionDefinition.nodes.synopsis)'. The nodes of '\(scene)' are: "
                    + known.joined(separator: ", ") + ".", of: command)
        }
        return Set(requested)
    }
}
