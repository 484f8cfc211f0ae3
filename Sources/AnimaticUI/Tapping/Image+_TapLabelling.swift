extension Image: _TapLabelling {
    var _tapLabel: String? { systemName.isEmpty ? nil : systemName }
}
