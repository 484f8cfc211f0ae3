/// A piece of the screen a finger can tap: a button, a tap gesture, a toggle's switch. It says what
/// it answers to and what a tap does; ``ViewHost/tap(_:)`` finds it through this protocol, whatever
/// its type. Not API.
protocol _TapTarget {
    /// Labels of its own, apart from those of the views inside it: a button's title.
    var _tapTitles: [String] { get }
    /// Whether the texts and symbol names inside it label it, as a button's label does; a tap
    /// gesture's content does not (it answers to an identifier, or the view that declares it).
    var _isLabelledByContent: Bool { get }
    /// What a tap does, read from the piece's latest value.
    var _tapAction: () -> Void { get }
}
