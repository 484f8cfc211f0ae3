/// A node whose value can be read: inside a rule, reading records a dependency.
protocol ReadableNode {
    /// The type of the node's value.
    associatedtype Value

    /// The node's up-to-date value.
    var value: Value { get }
}
