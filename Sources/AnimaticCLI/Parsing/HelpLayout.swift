/// The layout of help texts: a name column and a description column wrapped beside it.
enum HelpLayout {
    /// Where descriptions start, counted from the start of the line.
    static let descriptionColumn = 26
    /// The longest line a help text writes.
    static let width = 100

    /// `  name                    description`, the description wrapped under itself and the name on
    /// a line of its own when it is too long for its column.
    static func entry(_ name: String, _ description: String) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        let lines = description.wrapped(width: width - descriptionColumn).split(separator: "\n")
        var head = "  " + name
        if head.count + 2 > descriptionColumn {
            head += "\n" + indent
        } else {
            head += String(repeating: " ", count: descriptionColumn - head.count)
        }
        var text = head + (lines.first.map(String.init) ?? "") + "\n"
        for line in lines.dropFirst() { text += indent + line + "\n" }
        return text
    }
}
