/// A value that compares itself with another when the graph asks whether a view's value changed.
/// Not API.
protocol _ViewComparable {
    /// Whether `other` counts as the same value.
    func _isEqual(to other: Any) -> Bool
}
