extension Image: _TapLabelling {
    var _tapLabel: String? { systemName ?? name }
}

/// An image's node holds it resolved: it answers to the image's name.
extension _ResolvedImage: _TapLabelling {
    var _tapLabel: String? { image._tapLabel }
}
