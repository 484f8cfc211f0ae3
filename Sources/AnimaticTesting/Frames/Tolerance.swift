/// How far a number may be from the expected one and still match, in ``GraphTester`` assertions.
///
/// A number matches when it is within ``value`` of the expected number. An `Animatable` value
/// matches when everything but its `animatableData` is equal and each number of the two
/// `animatableData` is within ``value`` of the other's (for data whose numbers are not known, the
/// square root of the `magnitudeSquared` of their difference is). Anything else must be equal.
///
/// The default, ``digits(_:)`` with 3, accepts what ``Trace/timeline(_:)`` prints: a value read
/// off a timeline as `0.833` matches the `0.8333333333333334` the node holds.
///
///     tester.tolerance = .exact
///     $0.evaluated("Counter", Counter(value: 0.833), tolerance: .digits(3))
public struct Tolerance: Hashable, Sendable {
    /// The largest accepted difference; zero or more.
    public var value: Double

    /// Creates a tolerance.
    ///
    /// - Parameter value: The largest accepted difference; zero or more, and finite.
    public init(_ value: Double) {
        precondition(
            value.isFinite && value >= 0, "Tolerance(\(value)): a tolerance is a finite number, zero or more.")
        self.value = value
    }

    /// Numbers must be equal.
    public static let exact = Tolerance(0)

    /// Accepts a difference of at most `value`.
    ///
    /// - Parameter value: The largest accepted difference; zero or more, and finite.
    /// - Returns: The tolerance.
    public static func absolute(_ value: Double) -> Tolerance { Tolerance(value) }

    /// Accepts numbers that round to the same `count` decimals: half a unit of the last decimal
    /// (`digits(3)` accepts a difference of 0.0005).
    ///
    /// - Parameter count: The number of decimals that must agree, zero or more.
    /// - Returns: The tolerance.
    public static func digits(_ count: Int) -> Tolerance {
        precondition(count >= 0, "Tolerance.digits(\(count)): the number of decimals is zero or more.")
        var unit = 1.0
        for _ in 0..<count { unit /= 10 }
        return Tolerance(unit / 2)
    }
}
