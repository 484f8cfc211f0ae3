/// One tap target as ``ViewHost/tap(_:)`` found it: the labels it answers to and what a tap does.
/// Not API.
struct _TapTargetFound {
    /// The labels, before labels shared by several targets are qualified.
    var labels: [String]
    /// The labels it shares with other targets, unqualified: it answers to them qualified only.
    var sharedLabels: [String] = []
    /// Whether a tap does anything (see ``_TapScopeState/isEnabled``).
    var isEnabled: Bool
    /// The modifier that disabled it, for the warning.
    var disabledBy: String?
    /// What it is, for messages: `Button`, `onTapGesture`.
    var kind: String
    /// Reads the target's latest action.
    var action: () -> (() -> Void)
    /// For a slider, reads its latest value, range and step (see ``ViewHost/setSlider(_:to:)``);
    /// `nil` for a tap target.
    var slider: (() -> _SliderControl?)?
}
