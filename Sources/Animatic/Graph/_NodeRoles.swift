import GraphCore

/// The roles the graph gave its nodes beyond a plain state or rule, by node index: a byte a node,
/// since a host gives one to nearly every node it makes (a view's nodes are view-internal), where a
/// table keyed by node hashed every one. Node indices are never reused, so a removed node's entry
/// is simply cleared. Not API.
struct _NodeRoles {
    /// Each node's role as its position in `all` plus one; 0 for none.
    private var codes: [UInt8] = []

    /// Every role a node can be given, in the order of their codes.
    private static let all: [NodeRole] = [
        .time, .state, .rule, .animatable, .timeline, .phaseAnimator, .keyframeAnimator, .sequencerInternal,
        .scopeValue, .viewInternal,
    ]

    /// The role given to `node`, if any; `nil` clears it.
    subscript(node: NodeID) -> NodeRole? {
        get {
            let index = Int(node.rawValue)
            guard index < codes.count, codes[index] != 0 else { return nil }
            return Self.all[Int(codes[index]) - 1]
        }
        set {
            let index = Int(node.rawValue)
            if index >= codes.count {
                guard newValue != nil else { return }
                codes.append(contentsOf: repeatElement(0, count: index + 1 - codes.count))
            }
            codes[index] = newValue.map { UInt8(Self.all.firstIndex(of: $0)! + 1) } ?? 0
        }
    }
}
