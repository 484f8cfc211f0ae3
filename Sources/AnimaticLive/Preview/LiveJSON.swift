/// A small JSON writer for the live page's answers: objects, arrays, strings and numbers, written
/// in order.
///
///     let json = LiveJSON()
///     json.object {
///         json.key("frame").number(6)
///         json.key("labels").strings(["like"])
///     }
///     // {"frame":6,"labels":["like"]}
final class LiveJSON {
    /// The text written so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
    /// For each object or array open, whether a member was written in it.
    private var hasMembers: [Bool] = []

    /// Opens a member of the object open: writes its key; the value follows.
    @discardableResult
    func key(_ name: String) -> LiveJSON {
        separate()
        write(name)
        bytes.append(UInt8(ascii: ":"))
        return self
    }

    /// Opens an element of the array open; the value follows.
    @discardableResult
    func element() -> LiveJSON {
        separate()
        return self
    }

    /// Writes an object whose members `body` writes.
    func object(_ body: () -> Void) { container("{", "}", body) }

    /// Writes an array whose elements `body` writes.
    func array(_ body: () -> Void) { container("[", "]", body) }

    /// Writes a string.
    func string(_ text: String) { write(text) }

    /// Writes an array of strings.
    func strings(_ texts: [String]) {
        array { for text in texts { element().string(text) } }
    }

    /// Writes `null`.
    func null() { bytes.append(contentsOf: "null".utf8) }

    /// Writes a whole number.
    func number(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// Writes a number; `null` when it is not finite.
    func number(_ value: Double) {
        bytes.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
    }

    private func container(_ open: Character, _ close: Character, _ body: () -> Void) {
        bytes.append(contentsOf: String(open).utf8)
        hasMembers.append(false)
        body()
        hasMembers.removeLast()
        bytes.append(contentsOf: String(close).utf8)
    }

    private func separate() {
        guard let last = hasMembers.indices.last else { return }
        if hasMembers[last] { bytes.append(UInt8(ascii: ",")) }
        hasMembers[last] = true
    }

    /// Writes `text` as a JSON string, escaping quotes, backslashes, control characters and the
    /// characters that could end a script element.
    private func write(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: "\\\"".utf8)
            case "\\": bytes.append(contentsOf: "\\\\".utf8)
            case "\n": bytes.append(contentsOf: "\\n".utf8)
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
