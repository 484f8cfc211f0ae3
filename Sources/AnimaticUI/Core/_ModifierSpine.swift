/// A view that is a modifier applied to a view, `ModifiedContent`: the links of a chain such as
/// `Circle().frame(width: 24, height: 24).padding().frame(maxWidth: .infinity)`. Not API.
protocol _ModifierSpine {
    /// Appends the names each modifier of the chain makes itself, innermost (first written) first.
    static func _appendModifierNames(to spine: inout [[String]])
}
