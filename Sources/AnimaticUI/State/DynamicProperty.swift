/// A stored property of a view that the view graph keeps up to date, as SwiftUI's
/// `DynamicProperty`: ``State``, ``Binding`` and ``Environment``.
///
/// The graph finds a view's dynamic properties by reflecting over its stored properties, once per
/// view type, before its body first runs: no macro is involved, as in SwiftUI.
public protocol DynamicProperty {
    /// Creates what the property keeps at the view's place in the tree, the first time the place
    /// is built. Not API.
    func _makeStorage(_ property: _PropertyPlace) -> AnyObject?

    /// Connects this copy of the property (in a new value of the view) to the storage of its place,
    /// before the body runs. Not API.
    func _link(to storage: AnyObject?)
}

extension DynamicProperty {
    /// Keeps nothing at the view's place: a property with no storage of its own. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? { nil }
    /// Has nothing to connect. Not API.
    public func _link(to storage: AnyObject?) {}
}
