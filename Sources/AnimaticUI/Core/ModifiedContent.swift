/// A view with a modifier applied, as SwiftUI's `ModifiedContent`: what every modifier method
/// returns.
public struct ModifiedContent<Content, Modifier> {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        // The content is built where the modifier says, with the inputs there (its subtree, and
        // the environment an environment writer sets), but it is the content of this place: its
        // names are qualified as the modifier's siblings are.
        let contentInput = view.map(at: 0) { $0.content }
        let contentInputs = inputs
        // This link's place in its chain of modifiers: a modifier the chain applies more than once
        // numbers its nodes by it (`frame[1]`).
        let link: (chain: _ModifierChain, index: Int)
        if let inherited = inputs.chainLink {
            link = inherited
        } else {
            let chain = _ModifierChain.of(Self.self)
            link = (chain, chain.qualifiers.count - 1)
        }
        var modifierInputs = inputs
        modifierInputs.chainLink = nil
        modifierInputs.chainQualifiers = link.chain.qualifiers[link.index]
        if Modifier.self is any _IdentifyingModifier.Type {
            let peek = contentInput.peek
            modifierInputs.identifiedContent = { peek() }
        }
        let contentLink = link.index > 0 ? (chain: link.chain, index: link.index - 1) : nil
        return Modifier._makeView(modifier: view.map(at: modifierOffset) { $0.modifier }, inputs: modifierInputs) {
            inner in
            // What the modifier changes for its content: the place (`.id`) and the environment
            // (`.environment(_:_:)`).
            var built = contentInputs
            built.subtree = inner.subtree
            built.takeEnvironment(of: inner)
            built.modifierContents = contentInputs.modifierContents
            built.chainLink = contentLink
            built.chainQualifiers = [:]
            return Content._makeView(view: contentInput, inputs: built)
        }
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        Modifier._collectNodeNames(into: &names)
        Content._collectNodeNames(into: &names)
    }

    /// Where `modifier` is in a value: after `content`, at the modifier's alignment, as Swift lays
    /// out a struct's stored properties in order (checked against the key path's offset in debug
    /// builds, where making the key path costs nothing that counts).
    private static var modifierOffset: Int {
        let alignment = MemoryLayout<Modifier>.alignment
        let offset = (MemoryLayout<Content>.size + alignment - 1) / alignment * alignment
        assert(offset == MemoryLayout<Self>.offset(of: \Self.modifier), "ModifiedContent's layout changed")
        return offset
    }
}

extension ModifiedContent: _ModifierSpine where Content: View, Modifier: ViewModifier {
    static func _appendModifierNames(to spine: inout [[String]]) {
        (Content.self as? any _ModifierSpine.Type)?._appendModifierNames(to: &spine)
        spine.append(Modifier._chainNodeNames)
    }
}

extension ModifiedContent: CustomStringConvertible {
    /// The content's description followed by the modifier's: `Text("50").scaleEffect(1.2)`.
    public var description: String {
        "\(TraceValue(content).description).\(TraceValue(modifier).description)"
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
