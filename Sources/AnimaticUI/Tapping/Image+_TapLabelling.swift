extension Image: _TapLabelling {
    var _tapLabel: String? { systemName ?? name }
}
