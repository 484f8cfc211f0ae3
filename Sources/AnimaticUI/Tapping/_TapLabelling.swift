/// A leaf that lends its words to the button around it: a `Text`'s string, an `Image`'s symbol
/// name. Not API.
protocol _TapLabelling {
    /// What the leaf says, if anything.
    var _tapLabel: String? { get }
}

extension Text: _TapLabelling {
    var _tapLabel: String? { content.isEmpty ? nil : content }
}
