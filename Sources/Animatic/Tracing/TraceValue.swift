import Foundation

/// A node's value as a trace recorded it.
///
/// The trace keeps the value itself and describes it only when asked, so tracing costs no string
/// formatting per evaluation. Descriptions are deterministic: the same run gives the same text.
public struct TraceValue: CustomStringConvertible, @unchecked Sendable {
    /// The recorded value. Values of nodes are expected to be value types: a class instance would
    /// show its state at the time the trace is read, not the time it was recorded.
    public let base: Any

    /// Wraps a value.
    public init(_ base: Any) { self.base = base }

    /// The value as a `Double`, if it is a number (`Double`, `Float`, `CGFloat`, an integer or a
    /// `Bool`); `nil` otherwise.
    public var number: Double? {
        switch base {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as Bool: value ? 1 : 0
        case let value as any BinaryInteger: Double(value)
        default: nil
        }
    }

    /// The full description: `String(describing:)` of the value, strings quoted.
    public var description: String {
        if let string = base as? String { return "\"\(string)\"" }
        return String(describing: base)
    }

    /// A short description for timelines: numbers rounded to `digits` decimals with trailing zeros
    /// removed (`0.833`, `100`), strings quoted, anything else as ``description``.
    public func formatted(digits: Int = 3) -> String {
        switch base {
        case let value as Double: return TraceValue.format(value, digits: digits)
        case let value as Float: return TraceValue.format(Double(value), digits: digits)
        case let value as CGFloat: return TraceValue.format(Double(value), digits: digits)
        default: return description
        }
    }

    /// Formats a number with at most `digits` decimals and no trailing zeros; `-0` prints as `0`.
    public static func format(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return String(describing: value) }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
