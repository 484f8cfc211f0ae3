/// A random number generator that gives the same sequence on every run: SplitMix64 from a fixed
/// seed.
///
/// Where a seed example taps to random values (`Int.random(in: 0...100)`), its view draws them
/// with `Int.random(in: 0...100, using: &generator)` from this generator instead, so the scene's
/// trace is the same every time it runs.
struct SeededGenerator: RandomNumberGenerator, Equatable {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same sequence.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits (SplitMix64).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var bits = state
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }
}
