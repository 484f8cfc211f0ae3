import Animatic

/// What a `Text` reads: its value from its parent's body, and the text style it inherits. One
/// object a text, which its node's rule and its drawing value hold as their only capture (so they
/// need no context of their own): a list of ten thousand texts makes ten thousand of these, not
/// thirty thousand closure contexts. Not API.
final class _TextSource {
    private let read: () -> Text
    private let peek: () -> Text
    private let readStyle: () -> _InheritedTextStyle
    private let peekEnvironment: () -> EnvironmentValues
    /// The text's node, once made.
    var node: Node<Text>?

    init(_ view: _GraphValue<Text>, _ inputs: _ViewInputs) {
        read = view.read
        peek = view.peek
        readStyle = inputs.inheritedTextStyle.style.read
        peekEnvironment = inputs.environment.peek
    }

    /// The text with the style it inherits, reading both: the node's value.
    func resolved() -> Text { read().resolved(inheriting: readStyle()) }

    /// The node's value, for the text's drawing.
    func value() -> Any { node!.value }

    /// The text resolved in the environment, reading nothing: what the node would compute.
    func peekResolved() -> Any { peek().resolved(in: peekEnvironment()) }
}
