/// What the graph needs of an animatable node whatever its value type.
@usableFromInline
protocol _AnimatableNodeProtocol: AnyObject {
    /// Removes every running animation at once (the node is being removed).
    func removeAllAnimations()
}
