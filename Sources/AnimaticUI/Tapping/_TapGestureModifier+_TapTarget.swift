extension _TapGestureModifier: _TapTarget {
    var _tapTitles: [String] { [] }
    var _isLabelledByContent: Bool { false }
    var _tapAction: () -> Void { action }
}
