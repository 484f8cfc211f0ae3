import Animatic

/// How an actual node value compares with an expected one, within a ``Tolerance``.
enum _ValueMatch: Equatable {
    /// Equal, or within the tolerance.
    case matches
    /// Of the expected type, but different.
    case differs
    /// Not of the expected type.
    case hasAnotherType

    /// Compares `actual` with `expected`: numbers of any type by value, `Animatable` values by the
    /// numbers of their `animatableData` (the rest must be equal), anything else by `==`.
    static func compare<Value: Equatable>(_ actual: Any, with expected: Value, within tolerance: Tolerance) -> Self {
        let actualNumber = number(actual)
        let expectedNumber = number(expected)
        guard let typed = actual as? Value else {
            if let actualNumber, let expectedNumber {
                return abs(actualNumber - expectedNumber) <= tolerance.value ? .matches : .differs
            }
            return .hasAnotherType
        }
        if typed == expected { return .matches }
        guard tolerance.value > 0 else { return .differs }
        if let actualNumber, let expectedNumber {
            return abs(actualNumber - expectedNumber) <= tolerance.value ? .matches : .differs
        }
        if let animatable = typed as? any Animatable {
            return matches(animatable, expected, tolerance) ? .matches : .differs
        }
        return .differs
    }

    /// Whether two values of an `Animatable` type differ only in their animatable data, each of its
    /// numbers by at most the tolerance (the whole data's magnitude for data whose numbers are not
    /// known).
    private static func matches<Actual: Animatable, Value: Equatable>(
        _ actual: Actual, _ expected: Value, _ tolerance: Tolerance
    ) -> Bool {
        guard let expectedAnimatable = expected as? Actual else { return false }
        var adjusted = actual
        adjusted.animatableData = expectedAnimatable.animatableData
        guard let adjusted = adjusted as? Value, adjusted == expected else { return false }
        let difference = actual.animatableData - expectedAnimatable.animatableData
        let numbers = TraceValue.components(of: difference, under: "")
        guard numbers.isEmpty else { return numbers.allSatisfy { abs($0.value) <= tolerance.value } }
        return difference.magnitudeSquared.squareRoot() <= tolerance.value
    }

    /// A number, not a `Bool`, as a `Double`.
    private static func number(_ value: Any) -> Double? {
        if value is Bool { return nil }
        return TraceValue(value).number
    }
}
