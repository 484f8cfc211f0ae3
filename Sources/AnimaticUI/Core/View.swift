import Synchronization

/// A piece of user interface, as SwiftUI's `View`: a value whose ``body`` describes its content.
///
/// Write views as you write them for SwiftUI, with `@State`, `@Binding` and `@Environment`
/// properties and SwiftUI's modifiers, and hand the outermost one to a ``ViewHost``. The host
/// builds the attribute graph SwiftUI builds for it (a node per state, a rule per body, an
/// animatable node per animatable view, shape or modifier) and runs it on a virtual clock:
///
///     struct LikeButton: View {
///         @State private var liked = false
///         var body: some View {
///             Image(systemName: liked ? "heart.fill" : "heart")
///                 .scaleEffect(liked ? 1.2 : 1.0)
///                 .animation(.spring(response: 0.3, dampingFraction: 0.5), value: liked)
///                 .onTapGesture { liked.toggle() }
///                 .accessibilityIdentifier("like")
///         }
///     }
///
/// A view that is built into AnimaticUI (`Text`, `VStack`, a shape) has `Never` as its body.
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View

    /// The content of the view. It is called by the view graph whenever something it read
    /// changed: the view's own value, a state, a binding's source or an environment value.
    @ViewBuilder var body: Body { get }

    /// Builds the graph nodes and the drawing of a view of this type. Not API: the default
    /// builds a view whose content is its ``body``; the built-in views replace it.
    ///
    /// SwiftUI's requirement of the same name and labels: `view` is where the view's value is in
    /// the graph, `inputs` what its nodes are made with, and the outputs are what it draws.
    static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs

    /// Adds the names of the nodes a view of this type creates in its parent's body to `names`, so
    /// that names that would repeat are qualified by their place. Not API.
    static func _collectNodeNames(into names: inout [String: Int])
}

extension View {
    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _CompositeView<Self>.make(view, inputs)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[_typeName(Self.self), default: 0] += 1
    }
}

/// The name a view type has in traces: its name without module or generic arguments. Worked out
/// once per type (describing a type demangles its name): the rows of a `ForEach` ask for it once
/// each.
func _typeName(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = _typeNames.withLock({ $0[key] }) { return known }
    var name = String(describing: type)
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    _typeNames.withLock { $0[key] = name }
    return name
}

/// The names ``_typeName(_:)`` has worked out, by type.
private let _typeNames = Mutex<[ObjectIdentifier: String]>([:])
