/// SplitMix64 (Steele, Lea and Flood): a tiny, fast, seedable generator, so that every run of a
/// seed builds the same graphs, animations and writes on every platform and Swift version.
///
/// The one copy every test target uses: the seeded property tests, the differential tests and the
/// fuzz suites.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, from one draw.
    public mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`, from one draw.
    public mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + int(below: range.count) }

    /// A number in `0..<1` with 53 random bits, from one draw.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// `true` with probability `probability`, from one draw.
    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// `true` in `percent` draws out of 100, from one draw of `int(below: 100)`.
    public mutating func chance(percent: Int) -> Bool { int(below: 100) < percent }

    /// A uniformly random `Double` in `range`, as the standard library draws one.
    public mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
}
