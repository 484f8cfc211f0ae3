extension Button: _TapTarget {
    var _tapTitles: [String] { title.map { [$0] } ?? [] }
    var _isLabelledByContent: Bool { true }
    var _tapAction: () -> Void { action }
}
