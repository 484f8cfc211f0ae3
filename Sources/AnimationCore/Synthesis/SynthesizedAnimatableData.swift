import Foundation

/// The animatable data that ``AutoAnimatable`` synthesizes: the animated stored properties of a
/// value, flattened into one vector.
///
/// SwiftUI's `@Animatable` macro writes `animatableData` as a nest of the properties' own data
/// types, and does not document that storage type. Animatic synthesizes at run time, so it needs
/// one concrete ``VectorArithmetic`` type for every synthesized type: this one.
///
/// ## Storage
///
/// The data is a vector of `Double` *scalar components*, in the declaration order of the
/// properties that produced them: a `Double`, `CGFloat` or `Float` property gives one component,
/// an ``Angle`` its radians, a `CGPoint` its `x` and `y`, an ``AnimatablePair`` its components
/// in order, a nested ``AutoAnimatable`` value its own components. Up to three scalar components
/// live inline, in a value of 32 bytes that then holds no reference: the per-frame arithmetic of
/// typical shapes (a level and an amplitude, two angles, a point) allocates nothing and counts no
/// references. More components move to one heap buffer. A property whose data is some other
/// ``VectorArithmetic`` type (one that synthesis cannot take apart, such as a vector type of your
/// own or ``AnimatableValues``) is kept whole as an *opaque component* and combined with its own
/// operators (this allocates).
///
/// Three, not more: the engine's generic animation code copies, moves and destroys this value (and
/// optionals of it) several times a frame. Swift does that with inline code only while the value
/// is at most four words; a larger one makes every such copy a call through the type's metadata,
/// which costs more than the arithmetic the extra lanes would save.
///
/// ## Zero, and values of different lengths
///
/// `VectorArithmetic.zero` is static, so it cannot know how many components a type has. The
/// data therefore behaves as a vector with infinitely many components of which only finitely many
/// are stored: every component past the stored ones is 0. ``zero`` stores none, and so combines
/// with a value of any length: `zero + x == x`, `x - x == zero`, `x.scaled(by: 0) == zero`.
/// Every law of a real vector space holds for any two values, whatever their lengths. Setting a
/// shorter value (such as ``zero``) as a type's `animatableData` sets the missing components to 0.
///
///     struct Counter: AutoAnimatable { var value: Double }
///     let data = Counter(value: 10).animatableData        // [10.0]
///     data.interpolated(towards: .zero, amount: 0.25)     // [7.5]
///
/// Components that came from `CGFloat` or `Float` properties are interpolated in `Double`
/// precision and rounded back when set.
@frozen
public struct SynthesizedAnimatableData: VectorArithmetic, Sendable {
    /// The number of scalar components stored inline before the storage moves to the heap.
    @usableFromInline
    internal static var _inlineCapacity: Int { 3 }

    /// The first two scalar components while the data is inline; zero past the stored ones.
    @usableFromInline
    internal var _lanes: SIMD2<Double>

    /// The third scalar component while the data is inline; zero past the stored ones.
    @usableFromInline
    internal var _lane2: Double

    /// The number of inline scalar components, or the heap storage of every component.
    ///
    /// Invariant: `.heap` exactly when the data has more than three scalar components or any
    /// opaque one; then the lanes are zero and unused.
    @usableFromInline
    internal var _tail: _SynthesizedTail

    /// Creates data with no components: ``zero``.
    @inlinable
    public init() {
        _lanes = SIMD2()
        _lane2 = 0
        _tail = .inline0
    }

    /// Creates data with the given scalar components, in order.
    ///
    /// Handy for tests and for describing expected values:
    ///
    ///     Arc(startAngle: .radians(1), endAngle: .radians(2), clockwise: true).animatableData
    ///         == SynthesizedAnimatableData([128, 256])   // true: each angle's data, radians × 128
    ///
    /// - Parameter components: The scalar components.
    public init<Components: Sequence<Double>>(_ components: Components) {
        let values = Array(components)
        self.init(_zeroScalarCount: values.count)
        for (index, value) in values.enumerated() {
            _setScalar(value, at: index)
        }
    }

    /// The scalar components, in order.
    ///
    /// Opaque components (of ``VectorArithmetic`` types that synthesis keeps whole) are not
    /// included; ``description`` shows them.
    ///
    /// - Complexity: O(n), and it allocates: use it to inspect values, not in a frame loop.
    public var components: [Double] {
        (0..<_count).map { _scalar(at: $0) }
    }

    /// Data with no components, which counts as zero in every component.
    ///
    /// It adds to and compares with data of any length (see the discussion of the type).
    @inlinable
    public static var zero: SynthesizedAnimatableData {
        SynthesizedAnimatableData()
    }

    // MARK: - Vector arithmetic

    /// Adds two values component-wise; missing components count as 0.
    @inlinable @inline(__always)
    public static func + (lhs: SynthesizedAnimatableData, rhs: SynthesizedAnimatableData) -> SynthesizedAnimatableData {
        if let left = lhs._tail.inlineCount, let right = rhs._tail.inlineCount {
            // Built afresh from the lanes, so neither operand's tail is copied.
            return SynthesizedAnimatableData(
                _lanes: lhs._lanes + rhs._lanes, lane2: lhs._lane2 + rhs._lane2,
                tail: _SynthesizedTail(inlineCount: Swift.max(left, right)))
        }
        var result = lhs
        result._combineWithOverflow(rhs, subtracting: false)
        return result
    }

    /// Subtracts two values component-wise; missing components count as 0.
    @inlinable @inline(__always)
    public static func - (lhs: SynthesizedAnimatableData, rhs: SynthesizedAnimatableData) -> SynthesizedAnimatableData {
        if let left = lhs._tail.inlineCount, let right = rhs._tail.inlineCount {
            return SynthesizedAnimatableData(
                _lanes: lhs._lanes - rhs._lanes, lane2: lhs._lane2 - rhs._lane2,
                tail: _SynthesizedTail(inlineCount: Swift.max(left, right)))
        }
        var result = lhs
        result._combineWithOverflow(rhs, subtracting: true)
        return result
    }

    /// Adds a value to this one component-wise; missing components count as 0.
    @inlinable @inline(__always)
    public static func += (lhs: inout SynthesizedAnimatableData, rhs: SynthesizedAnimatableData) {
        if let left = lhs._tail.inlineCount, let right = rhs._tail.inlineCount {
            lhs._lanes += rhs._lanes
            lhs._lane2 += rhs._lane2
            if right > left { lhs._setInlineCount(right) }
        } else {
            lhs._combineWithOverflow(rhs, subtracting: false)
        }
    }

    /// Subtracts a value from this one component-wise; missing components count as 0.
    @inlinable @inline(__always)
    public static func -= (lhs: inout SynthesizedAnimatableData, rhs: SynthesizedAnimatableData) {
        if let left = lhs._tail.inlineCount, let right = rhs._tail.inlineCount {
            lhs._lanes -= rhs._lanes
            lhs._lane2 -= rhs._lane2
            if right > left { lhs._setInlineCount(right) }
        } else {
            lhs._combineWithOverflow(rhs, subtracting: true)
        }
    }

    /// Multiplies every component by the given factor.
    ///
    /// - Parameter rhs: The factor.
    @inlinable @inline(__always)
    public mutating func scale(by rhs: Double) {
        guard let count = _tail.inlineCount else {
            _scaleWithOverflow(by: rhs)
            return
        }
        if rhs.isFinite || count == 3 {
            _lanes *= rhs
            _lane2 *= rhs
        } else {
            // Components past the count stay zero even for an infinite or NaN factor.
            if count >= 1 { _lanes[0] *= rhs }
            if count >= 2 { _lanes[1] *= rhs }
        }
    }

    /// The sum of the squares of the scalar components and the opaque components' squared
    /// magnitudes.
    @inlinable @inline(__always)
    public var magnitudeSquared: Double {
        if _tail.inlineCount != nil {
            return (_lanes * _lanes).sum() + _lane2 * _lane2
        }
        return _magnitudeSquaredWithOverflow
    }

    /// Whether two values are equal in every component; missing components count as 0.
    ///
    /// So ``zero`` equals data whose every component is 0, whatever its length.
    @inlinable @inline(__always)
    public static func == (lhs: SynthesizedAnimatableData, rhs: SynthesizedAnimatableData) -> Bool {
        if lhs._tail.inlineCount != nil && rhs._tail.inlineCount != nil {
            return lhs._lanes == rhs._lanes && lhs._lane2 == rhs._lane2
        }
        return _isEqualWithOverflow(lhs, rhs)
    }
}

extension SynthesizedAnimatableData: Animatable {
    /// The data is its own animatable data.
    public typealias AnimatableData = SynthesizedAnimatableData
}

extension SynthesizedAnimatableData: CustomStringConvertible {
    /// A textual representation of the components, such as `[0.5, 12.0]`; opaque components follow
    /// the scalar ones.
    public var description: String {
        let opaque = (0..<_opaqueCount).compactMap { _opaqueComponent(at: $0)?.description }
        let parts = components.map { "\($0)" } + opaque
        return "[\(parts.joined(separator: ", "))]"
    }
}
