/// SplitMix64 (Steele, Lea and Flood): a tiny, fast, seedable generator, so every run of a seed
/// builds the same graph and makes the same writes on every platform and Swift version.
///
/// The GraphCore tests' one copy. Test targets cannot share a source file, so each target that
/// needs the generator holds one (AnimationCoreTests has its own, in its `Support` folder).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + int(below: range.count) }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) * 0x1p-53 < probability }
}
