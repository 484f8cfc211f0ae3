/// A modifier that changes how the tap targets inside it answer: an accessibility identifier names
/// them, `disabled(true)` turns them off. Not API.
protocol _TapScope {
    /// Applies the modifier to the scope in force on the way down.
    func _apply(to scope: inout _TapScopeState)
}
