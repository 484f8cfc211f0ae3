/// Writes JSON text into a byte buffer, fast: no `Codable`, no intermediate strings for numbers
/// that are integers or fixed-point times. Numbers are formatted by hand, the same on every
/// platform.
///
/// The writer keeps its bytes in memory of its own rather than in an array, so that writing a byte
/// is a store and an increment: an array checks that its buffer is unique on every append, a
/// runtime call that cost as much as the writing itself. A writer is used in place (`inout`) and
/// read once with ``bytes``; it is never copied to be written from two places, as copies share the
/// memory.
package struct _JSONWriter {
    /// Frees the memory when the writer goes.
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }
    }

    private let storage: Storage
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    package init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        storage = Storage(capacity: self.capacity)
        base = storage.base
    }

    /// The text written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    // MARK: Bytes

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(toHold: count + extra) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        storage.base = newBase
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, buffer.count > 0 else { return }
        reserve(buffer.count)
        (base + count).initialize(from: source, count: buffer.count)
        count &+= buffer.count
    }

    // MARK: Text

    /// Appends text as it is: punctuation and keys the caller knows need no escaping.
    @inline(__always)
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends bytes as they are.
    @inline(__always)
    package mutating func raw(_ other: [UInt8]) { other.withUnsafeBufferPointer { append($0) } }

    /// Appends a string as a JSON string literal, quoted and escaped.
    package mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count + 2)
            base[count] = UInt8(ascii: "\"")
            count &+= 1
            // Runs of bytes that need no escape are copied whole.
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends the escape of a quote, a backslash or a control character.
    private mutating func escape(_ byte: UInt8) {
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): append(UInt8(ascii: "n"))
        case UInt8(ascii: "\t"): append(UInt8(ascii: "t"))
        case UInt8(ascii: "\r"): append(UInt8(ascii: "r"))
        case 0x08: append(UInt8(ascii: "b"))
        case 0x0C: append(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            append(UInt8(ascii: "u"))
            append(UInt8(ascii: "0"))
            append(UInt8(ascii: "0"))
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 0xF)])
        }
    }

    /// The bytes of a string as a JSON string literal, for text written many times.
    package static func literal(_ text: String) -> [UInt8] {
        var writer = _JSONWriter(capacity: text.utf8.count + 2)
        writer.string(text)
        return writer.bytes
    }

    // MARK: Numbers

    /// Appends an integer.
    @inline(__always)
    package mutating func integer(_ value: Int64) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            unsigned(value.magnitude)
        } else {
            unsigned(UInt64(value))
        }
    }

    private mutating func unsigned(_ value: UInt64) {
        reserve(20)
        if value < 10 {
            base[count] = UInt8(ascii: "0") + UInt8(value)
            count &+= 1
            return
        }
        var length = 1
        var probe = value / 10
        while probe > 0 {
            length += 1
            probe /= 10
        }
        var rest = value
        var index = count + length
        repeat {
            index -= 1
            base[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        count &+= length
    }

    /// Appends `nanoseconds` as microseconds with up to three decimals: `116666.667`.
    package mutating func microseconds(nanoseconds: Int64) {
        integer(nanoseconds / 1_000)
        var fraction = abs(nanoseconds % 1_000)
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if digits == 3 && fraction < 100 { append(UInt8(ascii: "0")) }
        if digits >= 2 && fraction < 10 { append(UInt8(ascii: "0")) }
        integer(fraction)
    }

    /// Appends a number as a JSON string of its shortest form, `_TextFormatting.shortest`'s text:
    /// `"0.8333333333333334"`, `"100"`, `"0"` for zero and for numbers that are not finite.
    package mutating func quotedShortest(_ value: Double) {
        append(UInt8(ascii: "\""))
        if !value.isFinite || value == 0 {
            append(UInt8(ascii: "0"))
        } else if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            integer(Int64(value))
        } else {
            var text = value.description
            text.withUTF8 { append($0) }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends a number in its shortest form that reads back the same (`0.8333333333333334`,
    /// `100`); `null` when it is not finite.
    /// The same text as `_DecimalText.shortest`, which the JSON documents use (`-0` for negative
    /// zero).
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            if value == 0 && value.sign == .minus { append(UInt8(ascii: "-")) }
            integer(Int64(value))
            return
        }
        var text = value.description
        text.withUTF8 { append($0) }
    }
}
