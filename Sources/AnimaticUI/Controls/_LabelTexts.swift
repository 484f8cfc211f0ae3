/// The texts a control's label shows, found in its value: a `Text`'s string, or the texts of a `Label`
/// or a stack of texts. What a control that does not draw its label (a `Slider`) answers to. Not API.
enum _LabelTexts {
    /// The strings of the texts in `label`, in order.
    static func texts(of label: Any, depth: Int = 0) -> [String] {
        if let text = label as? Text { return [text.content] }
        // Labels are small values; a reference found deep inside one is not a label's text.
        guard depth < 8 else { return [] }
        var found: [String] = []
        for child in Mirror(reflecting: label).children { found += texts(of: child.value, depth: depth + 1) }
        return found
    }
}
