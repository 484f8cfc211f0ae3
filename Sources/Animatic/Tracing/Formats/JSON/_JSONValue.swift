import AnimationCore

/// A JSON document as a tree, written by the project itself.
///
/// Foundation's `JSONEncoder` writes numbers and orders keys the way its platform's Foundation
/// build does, and those differ between releases and between macOS and Linux. Traces must be the
/// same bytes everywhere, so the exports build this tree (``_JSONTreeEncoder`` makes one from any
/// `Encodable`) and write it with ``serialized()``: object keys sorted by their UTF-8 bytes, no
/// insignificant whitespace, numbers in Swift's shortest form that reads back as the same number,
/// whole numbers without a fraction, strings escaped as RFC 8259 requires and nothing more.
package enum _JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([_JSONValue])
    case object([String: _JSONValue])

    /// The document's text.
    ///
    /// - Returns: UTF-8 JSON; the same tree always gives the same bytes.
    /// - Complexity: O(*n* log *k*) for *n* values, *k* keys per object.
    package func serialized() -> [UInt8] {
        var output: [UInt8] = []
        write(to: &output)
        return output
    }

    /// The document's text, with `lastKey` written after the other keys of the outermost object
    /// (the trace's node table, which a stream knows only at the end: ``TraceJSON/trailingKey``).
    ///
    /// - Returns: UTF-8 JSON; the same tree always gives the same bytes.
    package func serialized(lastKey: String) -> [UInt8] {
        var output: [UInt8] = []
        write(to: &output, lastKey: lastKey)
        return output
    }

    /// Appends the document's text to `output`; `lastKey`, in the outermost object only, comes
    /// after the other keys.
    package func write(to output: inout [UInt8], lastKey: String? = nil) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value): output.append(contentsOf: Self.text(of: value).utf8)
        case .string(let value): Self.write(value, to: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            var keys = members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            if let lastKey, let position = keys.firstIndex(of: lastKey) { keys.append(keys.remove(at: position)) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.write(key, to: &output)
                output.append(UInt8(ascii: ":"))
                members[key]!.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A number as JSON writes it; JSON has no infinities or NaN, so those are `null`.
    package static func text(of value: Double) -> String {
        guard value.isFinite else { return "null" }
        return _DecimalText.shortest(value)
    }

    /// Appends `string` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else (slashes and non-ASCII text included) as its UTF-8 bytes.
    package static func write(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
