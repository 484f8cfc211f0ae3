/// Where a type keeps the components of its synthesized data when they are one to three `Double`
/// stored properties (or `CGFloat` ones where `CGFloat` is a `Double`) and nothing else: their byte
/// offsets, so that the `animatableData` accessors, inlined into the caller, move the data with
/// plain loads and stores.
///
/// Such a type is the common case (a level and an amplitude, a progress, a point's coordinates).
/// Every other type, and every type whose plan is not built yet, has the layout ``general``
/// (`count` 0) and goes through its ``_SynthesisPlan``.
///
/// A POD of four words, returned in registers: looking it up and using it copies nothing that
/// needs reference counting.
@frozen @usableFromInline
internal struct _SynthesisDirectLayout: Sendable {
    /// The number of components, 1 to 3; 0 for a type that takes the plan's general path.
    @usableFromInline let count: Int

    /// The byte offset of the property of component 0 (0 where there is none).
    @usableFromInline let offset0: Int

    /// The byte offset of the property of component 1 (0 where there is none).
    @usableFromInline let offset1: Int

    /// The byte offset of the property of component 2 (0 where there is none).
    @usableFromInline let offset2: Int

    /// The layout of a type that takes the plan's general path.
    static var general: _SynthesisDirectLayout {
        _SynthesisDirectLayout(count: 0, offset0: 0, offset1: 0, offset2: 0)
    }

    /// Creates the layout of components at the given byte offsets.
    ///
    /// - Precondition: `count` is 0 to 3 and `offsets` has `count` elements.
    init(count: Int, offsets: [Int]) {
        precondition(
            (0...SynthesizedAnimatableData._inlineCapacity).contains(count) && offsets.count == count,
            "a direct layout has 0 to 3 components and one offset for each; got \(count) and \(offsets)")
        self.init(
            count: count, offset0: count > 0 ? offsets[0] : 0, offset1: count > 1 ? offsets[1] : 0,
            offset2: count > 2 ? offsets[2] : 0)
    }

    /// Creates a layout from its parts.
    private init(count: Int, offset0: Int, offset1: Int, offset2: Int) {
        self.count = count
        self.offset0 = offset0
        self.offset1 = offset1
        self.offset2 = offset2
    }

    /// Reads the data of the value at `base`.
    ///
    /// - Precondition: `count` is 1 to 3 (not ``general``), and `base` points at a value of the
    ///   type this layout belongs to.
    @inlinable @inline(__always)
    func read(from base: UnsafeRawPointer) -> SynthesizedAnimatableData {
        let first = base.load(fromByteOffset: offset0, as: Double.self)
        if count == 1 {
            return SynthesizedAnimatableData(_lanes: SIMD2(first, 0), lane2: 0, tail: .inline1)
        }
        let second = base.load(fromByteOffset: offset1, as: Double.self)
        if count == 2 {
            return SynthesizedAnimatableData(_lanes: SIMD2(first, second), lane2: 0, tail: .inline2)
        }
        let third = base.load(fromByteOffset: offset2, as: Double.self)
        return SynthesizedAnimatableData(_lanes: SIMD2(first, second), lane2: third, tail: .inline3)
    }

    /// Whether ``write(_:to:)`` can write the data: the layout is direct, and the data is inline
    /// and no longer than the type's (longer data is an error the plan reports).
    @inlinable @inline(__always)
    func canWrite(_ data: SynthesizedAnimatableData) -> Bool {
        guard let stored = data._tail.inlineCount else { return false }
        return count > 0 && stored <= count
    }

    /// Writes data into the value at `base`, the lanes past the data's count written as the zeros
    /// they hold.
    ///
    /// - Precondition: ``canWrite(_:)`` answers `true` for the data, and `base` points at a value of
    ///   the type this layout belongs to.
    @inlinable @inline(__always)
    func write(_ data: SynthesizedAnimatableData, to base: UnsafeMutableRawPointer) {
        base.storeBytes(of: data._lanes[0], toByteOffset: offset0, as: Double.self)
        if count >= 2 { base.storeBytes(of: data._lanes[1], toByteOffset: offset1, as: Double.self) }
        if count >= 3 { base.storeBytes(of: data._lane2, toByteOffset: offset2, as: Double.self) }
    }
}
