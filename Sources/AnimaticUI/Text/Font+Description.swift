extension Font: CustomStringConvertible {
    /// The font as code writes it: `.title`, `.system(size: 28).weight(.bold)`,
    /// `.headline.italic().monospacedDigit()`.
    public var description: String {
        var text: String
        let defaultWeight: Weight
        if let textStyle {
            text = design == .default ? ".\(textStyle)" : ".system(.\(textStyle), design: .\(design))"
            defaultWeight = textStyle.defaultWeight
        } else {
            let size = _DecimalText.shortest(Double(pointSize))
            text = design == .default ? ".system(size: \(size))" : ".system(size: \(size), design: .\(design))"
            defaultWeight = .regular
        }
        if weight != defaultWeight { text += ".weight(\(weight))" }
        if isItalic { text += ".italic()" }
        if hasMonospacedDigits { text += ".monospacedDigit()" }
        return text
    }
}

extension Font.Weight: CustomStringConvertible {
    /// The weight as code writes it: `.bold`.
    public var description: String {
        let names: [(Font.Weight, String)] = [
            (.ultraLight, ".ultraLight"), (.thin, ".thin"), (.light, ".light"), (.regular, ".regular"),
            (.medium, ".medium"), (.semibold, ".semibold"), (.bold, ".bold"), (.heavy, ".heavy"), (.black, ".black"),
        ]
        return names.first { $0.0 == self }?.1 ?? "Font.Weight(\(value))"
    }
}
