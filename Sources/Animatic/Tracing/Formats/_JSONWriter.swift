/// Writes JSON text into a byte buffer, fast: no `Codable`, no intermediate strings for numbers
/// that are integers or fixed-point times. Numbers are formatted by hand, the same on every
/// platform.
struct _JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

    /// Appends text as it is: punctuation and keys the caller knows need no escaping.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes as they are.
    @inline(__always)
    mutating func raw(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// Appends a string as a JSON string literal, quoted and escaped.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0..<0x20:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
                    bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes of a string as a JSON string literal, for text written many times.
    static func literal(_ text: String) -> [UInt8] {
        var writer = _JSONWriter(capacity: text.utf8.count + 2)
        writer.string(text)
        return writer.bytes
    }

    /// Appends an integer.
    @inline(__always)
    mutating func integer(_ value: Int64) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            unsigned(UInt64(-value))
        } else {
            unsigned(UInt64(value))
        }
    }

    private mutating func unsigned(_ value: UInt64) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 && count < 10 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
        }
        if rest > 0 { unsigned(rest) }
        withUnsafeBytes(of: &digits) { buffer in
            var index = count - 1
            while index >= 0 {
                bytes.append(buffer[index])
                index -= 1
            }
        }
    }

    /// Appends `nanoseconds` as microseconds with up to three decimals: `116666.667`.
    mutating func microseconds(nanoseconds: Int64) {
        integer(nanoseconds / 1_000)
        var fraction = abs(nanoseconds % 1_000)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if digits == 3 && fraction < 100 { bytes.append(UInt8(ascii: "0")) }
        if digits >= 2 && fraction < 10 { bytes.append(UInt8(ascii: "0")) }
        integer(fraction)
    }

    /// Appends a number in its shortest form that reads back the same (`0.8333333333333334`,
    /// `100`); `null` when it is not finite.
    /// The same text as `_DecimalText.shortest`, which the JSON documents use (`-0` for negative
    /// zero).
    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            if value == 0 && value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            integer(Int64(value))
            return
        }
        bytes += Array(value.description.utf8)
    }
}
