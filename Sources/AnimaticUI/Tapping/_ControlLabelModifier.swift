/// Marks what a control's style drew, so that a tap target inside it with no label of its own
/// answers to the texts and symbol names drawn there: a `Toggle`'s gesture in a style of one's own
/// answers to the toggle's label. Not API.
package struct _ControlLabelModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    package static let _name = "control"

    /// The value as code writes it.
    package var description: String { "control" }
}

extension _ControlLabelModifier: _TapScope {
    func _apply(to scope: inout _TapScopeState) {}
}
