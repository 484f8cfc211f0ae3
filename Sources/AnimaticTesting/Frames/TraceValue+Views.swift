import AnimaticUI

extension TraceValue {
    /// The value as a `Value`, whether the node is a hand-built one holding it or a view's node
    /// (where AnimaticUI keeps a view in a box of its own); `nil` if it is something else.
    ///
    ///     let card = host.trace.samples(of: "Card").last?.value.as(Card.self)
    ///
    /// - Parameter type: The type to read the value as.
    /// - Returns: The value, or `nil`.
    public func `as`<Value>(_ type: Value.Type) -> Value? {
        if let value = base as? Value { return value }
        return (base as? any _ViewValueBox)?._base as? Value
    }
}
