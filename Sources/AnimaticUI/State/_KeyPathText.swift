/// A key path as traces print it: Swift's description, without the address it gives a computed
/// property (`\EnvironmentValues.<computed 0x000055d2… (Int)>` becomes
/// `\EnvironmentValues.<computed Int>`). The address moves from process to process, and a trace
/// must read the same in every run. Not API.
enum _KeyPathText {
    static func text(_ keyPath: AnyKeyPath) -> String {
        var text = Substring("\(keyPath)")
        var result = ""
        let marker = "<computed 0x"
        while let start = text.firstRange(of: marker) {
            result += text[..<start.lowerBound] + "<computed "
            let rest = text[start.upperBound...]
            // The address runs to the space before the type in parentheses.
            guard let space = rest.firstIndex(of: " ") else {
                text = rest
                break
            }
            var type = rest[rest.index(after: space)...]
            if type.hasPrefix("(") { type = type.dropFirst() }
            guard let close = type.firstIndex(of: ">") else {
                text = type
                break
            }
            var name = type[..<close]
            if name.hasSuffix(")") { name = name.dropLast() }
            result += name + ">"
            text = type[type.index(after: close)...]
        }
        return result + text
    }
}
