import Animatic
import AnimaticExports

/// Writes the inspector page's data as compact JSON, byte by byte, the same bytes on every run.
///
/// Strings are escaped so the text can sit inside an HTML `<script>` element: `<`, `>` and `&`
/// are written as `\u` escapes, so no `</script>` can end the element early. Integers are written
/// as digits; other numbers in Swift's shortest form that reads back as the same `Double`.
struct _InspectorJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func byte(_ character: UInt8) { bytes.append(character) }

    mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            if value == Int.min { return raw(String(value).dropFirst().description) }
            return integer(-value)
        }
        if value < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        var digits: [UInt8] = []
        var rest = value
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes.append(contentsOf: digits.reversed())
    }

    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
        raw(value.description)
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for unit in text.utf8 {
            switch unit {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case UInt8(ascii: "<"): raw("\\u003c")
            case UInt8(ascii: ">"): raw("\\u003e")
            case UInt8(ascii: "&"): raw("\\u0026")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(hex[Int(unit >> 4)])
                bytes.append(hex[Int(unit & 15)])
            default: bytes.append(unit)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"key":` after a comma unless it is the first key of an object.
    mutating func key(_ name: String, first: Bool = false) {
        if !first { byte(UInt8(ascii: ",")) }
        string(name)
        byte(UInt8(ascii: ":"))
    }

    /// `bytes` as a JSON string of standard base64, with padding.
    mutating func base64(_ data: [UInt8]) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        bytes.reserveCapacity(bytes.count + data.count / 3 * 4 + 6)
        bytes.append(UInt8(ascii: "\""))
        var index = 0
        while index + 2 < data.count {
            let group = Int(data[index]) << 16 | Int(data[index + 1]) << 8 | Int(data[index + 2])
            bytes.append(alphabet[group >> 18])
            bytes.append(alphabet[group >> 12 & 63])
            bytes.append(alphabet[group >> 6 & 63])
            bytes.append(alphabet[group & 63])
            index += 3
        }
        let rest = data.count - index
        if rest > 0 {
            let group = Int(data[index]) << 16 | (rest == 2 ? Int(data[index + 1]) << 8 : 0)
            bytes.append(alphabet[group >> 18])
            bytes.append(alphabet[group >> 12 & 63])
            bytes.append(rest == 2 ? alphabet[group >> 6 & 63] : UInt8(ascii: "="))
            bytes.append(UInt8(ascii: "="))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integers(_ values: [Int]) {
        byte(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { byte(UInt8(ascii: ",")) }
            integer(value)
        }
        byte(UInt8(ascii: "]"))
    }

    mutating func numbers(_ values: [Double]) {
        byte(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { byte(UInt8(ascii: ",")) }
            number(value)
        }
        byte(UInt8(ascii: "]"))
    }

    mutating func strings(_ values: [String]) {
        byte(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { byte(UInt8(ascii: ",")) }
            string(value)
        }
        byte(UInt8(ascii: "]"))
    }
}
