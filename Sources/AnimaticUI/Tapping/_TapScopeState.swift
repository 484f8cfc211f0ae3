/// What the modifiers above a tap target say of it (see ``_TapScope``). Not API.
struct _TapScopeState {
    /// The accessibility identifiers around it, outermost first, not yet given to a target.
    var identifiers: [String] = []
    /// The words of the control around it (a `Toggle`'s label), which a target that has no label
    /// of its own answers to before the name of the view that declares it.
    var controlLabels: [String] = []
    /// Whether a finger on it does anything: false under `disabled(true)`.
    var isEnabled = true
    /// The `disabled` modifier that turned it off, as code writes it, for the warning.
    var disabledBy: String?
}
