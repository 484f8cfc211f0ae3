/// What the modifiers above a tap target say of it (see ``_TapScope``). Not API.
struct _TapScopeState {
    /// The accessibility identifiers around it, outermost first, not yet given to a target.
    var identifiers: [String] = []
    /// Whether a finger on it does anything: false under `disabled(true)`.
    var isEnabled = true
    /// The `disabled` modifier that turned it off, as code writes it, for the warning.
    var disabledBy: String?
}
