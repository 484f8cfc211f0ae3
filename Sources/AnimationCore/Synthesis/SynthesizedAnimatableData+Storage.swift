import Foundation

/// The heap part of a ``SynthesizedAnimatableData``: more than four scalar components, or opaque
/// ones. Copied on write.
@usableFromInline
internal final class _SynthesizedOverflow: @unchecked Sendable {
    /// Every scalar component when there are more than four; otherwise empty.
    var scalars: [Double]

    /// The opaque components, in order; empty means all are zero.
    var opaque: [_AnyVectorBox]

    /// Creates the heap part.
    init(scalars: [Double], opaque: [_AnyVectorBox]) {
        self.scalars = scalars
        self.opaque = opaque
    }
}

extension SynthesizedAnimatableData {
    /// The scalar component at an index, or 0 past the stored ones.
    @inline(__always)
    internal func _scalar(at index: Int) -> Double {
        if index >= _count { return 0 }
        if _count <= Self._inlineCapacity { return _inline[index] }
        return _overflow!.scalars[index]
    }

    /// Sets a stored scalar component.
    @inline(__always)
    internal mutating func _setScalar(_ value: Double, at index: Int) {
        if _count <= Self._inlineCapacity {
            _inline[index] = value
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

    /// Appends an opaque component.
    internal mutating func _appendOpaque(_ box: _AnyVectorBox) {
        _uniqueOverflow().opaque.append(box)
    }

    /// The heap part, created or copied so that this value owns it alone.
    private mutating func _uniqueOverflow() -> _SynthesizedOverflow {
        if _overflow == nil {
            _overflow = _SynthesizedOverflow(scalars: [], opaque: [])
        } else if !isKnownUniquelyReferenced(&_overflow) {
            _overflow = _SynthesizedOverflow(scalars: _overflow!.scalars, opaque: _overflow!.opaque)
        }
        return _overflow!
    }

    /// Builds data from scalar components and opaque ones, choosing the storage.
    private init(scalars: [Double], opaque: [_AnyVectorBox]) {
        self.init(_zeroScalarCount: scalars.count)
        if scalars.count <= Self._inlineCapacity {
            for (index, value) in scalars.enumerated() {
                _inline[index] = value
            }
        } else {
            _overflow = _SynthesizedOverflow(scalars: scalars, opaque: [])
        }
        if !opaque.isEmpty {
            _uniqueOverflow().opaque = opaque
        }
    }

    /// Adds or subtracts a value when either side has heap storage; missing components count as 0.
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

    /// Scales a value that has heap storage.
    @usableFromInline
    internal mutating func _scaleWithOverflow(by factor: Double) {
        let scalars = (0..<_count).map { _scalar(at: $0) * factor }
        let opaque = (0..<_opaqueCount).compactMap { _opaqueComponent(at: $0)?.scaled(by: factor) }
        self = SynthesizedAnimatableData(scalars: scalars, opaque: opaque)
    }

    /// The squared magnitude of a value that has heap storage.
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

    /// Whether two values, either with heap storage, are equal; missing components count as 0.
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
