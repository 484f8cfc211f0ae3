import Foundation

/// The heap storage of a ``SynthesizedAnimatableData`` with more than three scalar components or
/// any opaque one: all its components. Copied on write.
@usableFromInline
internal final class _SynthesizedOverflow: @unchecked Sendable {
    /// Every scalar component, in order.
    var scalars: [Double]

    /// The opaque components, in order; empty means all are zero.
    var opaque: [_AnyVectorBox]

    /// Creates the heap storage.
    init(scalars: [Double], opaque: [_AnyVectorBox]) {
        self.scalars = scalars
        self.opaque = opaque
    }
}

extension SynthesizedAnimatableData {
    /// Creates data with the given number of zero scalar components and no opaque ones.
    @usableFromInline
    internal init(_zeroScalarCount count: Int) {
        self.init()
        if count > Self._inlineCapacity {
            _tail = .heap(_SynthesizedOverflow(scalars: [Double](repeating: 0, count: count), opaque: []))
        } else {
            _tail = _SynthesizedTail(inlineCount: count)
        }
    }

    /// Creates data from its stored parts.
    ///
    /// - Precondition: The lanes past the count of an inline `tail` are zero; they are zero for a
    ///   heap `tail`.
    @inlinable @inline(__always)
    internal init(_lanes lanes: SIMD2<Double>, lane2: Double, tail: _SynthesizedTail) {
        _lanes = lanes
        _lane2 = lane2
        _tail = tail
    }

    /// Sets the number of components of inline data.
    ///
    /// The tail being replaced is inline, so it holds no reference: it is overwritten, not
    /// destroyed, which saves the frame loop a call per assignment.
    ///
    /// - Precondition: The data is inline, and `count` is 0 to 3.
    @inlinable @inline(__always)
    internal mutating func _setInlineCount(_ count: Int) {
        withUnsafeMutablePointer(to: &_tail) { $0.initialize(to: _SynthesizedTail(inlineCount: count)) }
    }

    /// Builds data from scalar components and opaque ones, choosing the storage.
    private init(scalars: [Double], opaque: [_AnyVectorBox]) {
        if scalars.count > Self._inlineCapacity || !opaque.isEmpty {
            self.init()
            _tail = .heap(_SynthesizedOverflow(scalars: scalars, opaque: opaque))
        } else {
            self.init(_zeroScalarCount: scalars.count)
            for (index, value) in scalars.enumerated() {
                _setInlineScalar(value, at: index)
            }
        }
    }

    /// The heap storage, or `nil` while the data is inline.
    internal var _overflow: _SynthesizedOverflow? {
        if case .heap(let overflow) = _tail { return overflow }
        return nil
    }

    /// The number of stored scalar components.
    internal var _count: Int {
        switch _tail {
        case .heap(let overflow): overflow.scalars.count
        default: _tail.inlineCount ?? 0
        }
    }

    /// The inline scalar component at an index below three.
    @inline(__always)
    internal func _inlineScalar(at index: Int) -> Double {
        index == 2 ? _lane2 : _lanes[index]
    }

    /// Sets the inline scalar component at an index below three.
    @inline(__always)
    internal mutating func _setInlineScalar(_ value: Double, at index: Int) {
        if index == 2 {
            _lane2 = value
        } else {
            _lanes[index] = value
        }
    }

    /// The scalar component at an index, or 0 past the stored ones.
    @inline(__always)
    internal func _scalar(at index: Int) -> Double {
        switch _tail {
        case .heap(let overflow):
            return index < overflow.scalars.count ? overflow.scalars[index] : 0
        default:
            return index < Self._inlineCapacity ? _inlineScalar(at: index) : 0
        }
    }

    /// Sets a stored scalar component.
    ///
    /// - Precondition: `index` is below the number of stored scalar components.
    @inline(__always)
    internal mutating func _setScalar(_ value: Double, at index: Int) {
        if let count = _tail.inlineCount {
            precondition(index < count, "scalar component \(index) of data with \(count)")
            _setInlineScalar(value, at: index)
        } else {
            _uniqueOverflow().scalars[index] = value
        }
    }

    /// The number of stored opaque components.
    internal var _opaqueCount: Int {
        _overflow?.opaque.count ?? 0
    }

    /// The opaque component at an index, or `nil` (zero) past the stored ones.
    internal func _opaqueComponent(at index: Int) -> _AnyVectorBox? {
        guard let overflow = _overflow, index < overflow.opaque.count else { return nil }
        return overflow.opaque[index]
    }

    /// Appends an opaque component, moving inline data to the heap.
    internal mutating func _appendOpaque(_ box: _AnyVectorBox) {
        _uniqueOverflow().opaque.append(box)
    }

    /// The heap storage, created (from the inline components) or copied so that this value owns it
    /// alone.
    private mutating func _uniqueOverflow() -> _SynthesizedOverflow {
        switch _tail {
        case .heap(var overflow):
            // Drop the tail's reference for the check, so that a storage only this value holds is
            // seen as unique.
            _tail = .inline0
            if !isKnownUniquelyReferenced(&overflow) {
                overflow = _SynthesizedOverflow(scalars: overflow.scalars, opaque: overflow.opaque)
            }
            _tail = .heap(overflow)
            return overflow
        default:
            let scalars = (0..<_count).map { _inlineScalar(at: $0) }
            let overflow = _SynthesizedOverflow(scalars: scalars, opaque: [])
            _lanes = SIMD2()
            _lane2 = 0
            _tail = .heap(overflow)
            return overflow
        }
    }

    /// Adds or subtracts a value when either side is on the heap; missing components count as 0.
    @usableFromInline
    internal mutating func _combineWithOverflow(_ rhs: SynthesizedAnimatableData, subtracting: Bool) {
        let count = Swift.max(_count, rhs._count)
        let scalars = (0..<count).map { index in
            subtracting ? _scalar(at: index) - rhs._scalar(at: index) : _scalar(at: index) + rhs._scalar(at: index)
        }
        var opaque: [_AnyVectorBox] = []
        for index in 0..<Swift.max(_opaqueCount, rhs._opaqueCount) {
            switch (_opaqueComponent(at: index), rhs._opaqueComponent(at: index)) {
            case (let left?, let right?):
                opaque.append(subtracting ? left.subtracting(right) : left.adding(right))
            case (let left?, nil):
                opaque.append(left)
            case (nil, let right?):
                opaque.append(subtracting ? right.negated() : right)
            case (nil, nil):
                preconditionFailure("unreachable: every index below the longer count has a component")
            }
        }
        self = SynthesizedAnimatableData(scalars: scalars, opaque: opaque)
    }

    /// Scales a value that is on the heap.
    @usableFromInline
    internal mutating func _scaleWithOverflow(by factor: Double) {
        let scalars = (0..<_count).map { _scalar(at: $0) * factor }
        let opaque = (0..<_opaqueCount).compactMap { _opaqueComponent(at: $0)?.scaled(by: factor) }
        self = SynthesizedAnimatableData(scalars: scalars, opaque: opaque)
    }

    /// The squared magnitude of a value that is on the heap.
    @usableFromInline
    internal var _magnitudeSquaredWithOverflow: Double {
        var sum = 0.0
        for index in 0..<_count {
            let value = _scalar(at: index)
            sum += value * value
        }
        for index in 0..<_opaqueCount {
            sum += _opaqueComponent(at: index)?.magnitudeSquared ?? 0
        }
        return sum
    }

    /// Whether two values, either on the heap, are equal; missing components count as 0.
    @usableFromInline
    internal static func _isEqualWithOverflow(_ lhs: SynthesizedAnimatableData, _ rhs: SynthesizedAnimatableData)
        -> Bool
    {
        for index in 0..<Swift.max(lhs._count, rhs._count) where lhs._scalar(at: index) != rhs._scalar(at: index) {
            return false
        }
        for index in 0..<Swift.max(lhs._opaqueCount, rhs._opaqueCount) {
            switch (lhs._opaqueComponent(at: index), rhs._opaqueComponent(at: index)) {
            case (let left?, let right?):
                if !left.isEqual(to: right) { return false }
            case (let box?, nil), (nil, let box?):
                if !box.isZero { return false }
            case (nil, nil):
                break
            }
        }
        return true
    }
}
