/// A view's value as a node holds it, seen without its type: what tests compare with the value they
/// expect (`$0.evaluated("Counter", Counter(value: 50))`). Not API.
package protocol _ViewValueBox {
    /// The view, modifier or body the node holds.
    var _base: Any { get }
}

extension _ViewValue: _ViewValueBox {
    /// The value.
    package var _base: Any { value }
}
