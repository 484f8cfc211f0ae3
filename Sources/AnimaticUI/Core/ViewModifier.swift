/// A change to a view that makes another view, as SwiftUI's `ViewModifier`: applied with
/// `.modifier(_:)`, its ``body(content:)`` places the modified view (`content`) in what it returns.
///
/// A modifier that conforms to `Animatable` (by hand or through ``AnimationCore/AutoAnimatable``) gets an
/// animatable node named after its type (`Wiggle`), and its body (`Wiggle.body`) runs every frame
/// while it animates, as in SwiftUI:
///
///     struct Wiggle: ViewModifier, AutoAnimatable {
///         var progress: Double
///         func body(content: Content) -> some View {
///             content.rotationEffect(.degrees(sin(progress * 4 * .pi) * 15))
///         }
///     }
public protocol ViewModifier {
    /// The type of view the modifier's body is.
    associatedtype Body: View

    /// The modified view, as the body sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// Makes the view that replaces `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Builds the nodes and drawing of a modified view. Not API: the default builds the modifier's
    /// body; the built-in modifiers replace it.
    ///
    /// SwiftUI's requirement of the same name and labels: `modifier` is where the modifier's value
    /// is in the graph, `inputs` what its nodes are made with, and `body` builds the modified view
    /// (the content) with the inputs the modifier gives it.
    static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs

    /// Adds the names of the nodes the modifier makes to `names`. Not API.
    static func _collectNodeNames(into names: inout [String: Int])

    /// The names of the nodes the modifier makes itself, not its content's or a second view's: a
    /// chain that applies it more than once numbers them by their place in the chain. Not API.
    static var _chainNodeNames: [String] { get }
}

extension ViewModifier {
    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let name = inputs.nodeName(_typeName(Self.self))
        let made = inputs.subtree.nodes.count
        let value = _CompositeView<Self>.makeValueNode(modifier, name: name, inputs)
        let valueNodes = inputs.subtree.nodes[made...]
        var inner = inputs
        inner.modifierContents.append(body)
        let outputs = _CompositeView<Self>.makeBody(value, name: name, inner) {
            $0.body(content: _ViewModifier_Content())
        }
        // The value's node comes before the body's: outermost first.
        outputs.nodes.first?.nodes.insert(contentsOf: valueNodes, at: 0)
        return outputs
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[_typeName(Self.self), default: 0] += 1
    }

    /// The modifier's own node, named after its type. Not API.
    public static var _chainNodeNames: [String] { [_typeName(Self.self)] }
}

extension ViewModifier where Body == Never {
    /// A built-in modifier has no body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a modifier built into AnimaticUI and has no body.")
    }
}
