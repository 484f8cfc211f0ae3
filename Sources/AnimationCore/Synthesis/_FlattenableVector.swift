import Foundation

/// A ``VectorArithmetic`` type that is a fixed number of `Double` components whose vector
/// operations act component-wise: synthesis stores it in ``SynthesizedAnimatableData``'s scalar
/// components instead of boxing it.
///
/// A conforming type must be exactly the vector space ℝⁿ with n = ``_scalarCount``: addition,
/// scaling and equality component-wise, squared magnitude the sum of squares.
internal protocol _FlattenableVector: VectorArithmetic {
    /// The number of `Double` components.
    static var _scalarCount: Int { get }

    /// Writes the components into `data`'s scalar components from `index` on.
    func _store(into data: inout SynthesizedAnimatableData, at index: Int)

    /// Reads the components from `data`'s scalar components from `index` on.
    init(_loading data: SynthesizedAnimatableData, at index: Int)
}

extension Double: _FlattenableVector {
    static var _scalarCount: Int { 1 }

    @inline(__always)
    func _store(into data: inout SynthesizedAnimatableData, at index: Int) {
        data._setScalar(self, at: index)
    }

    @inline(__always)
    init(_loading data: SynthesizedAnimatableData, at index: Int) {
        self = data._scalar(at: index)
    }
}

extension CGFloat: _FlattenableVector {
    static var _scalarCount: Int { 1 }

    @inline(__always)
    func _store(into data: inout SynthesizedAnimatableData, at index: Int) {
        data._setScalar(Double(self), at: index)
    }

    @inline(__always)
    init(_loading data: SynthesizedAnimatableData, at index: Int) {
        self = CGFloat(data._scalar(at: index))
    }
}

extension Float: _FlattenableVector {
    static var _scalarCount: Int { 1 }

    @inline(__always)
    func _store(into data: inout SynthesizedAnimatableData, at index: Int) {
        data._setScalar(Double(self), at: index)
    }

    @inline(__always)
    init(_loading data: SynthesizedAnimatableData, at index: Int) {
        self = Float(data._scalar(at: index))
    }
}

extension EmptyAnimatableData: _FlattenableVector {
    static var _scalarCount: Int { 0 }

    func _store(into data: inout SynthesizedAnimatableData, at index: Int) {}

    init(_loading data: SynthesizedAnimatableData, at index: Int) {
        self.init()
    }
}

extension AnimatablePair: _FlattenableVector where First: _FlattenableVector, Second: _FlattenableVector {
    static var _scalarCount: Int { First._scalarCount + Second._scalarCount }

    func _store(into data: inout SynthesizedAnimatableData, at index: Int) {
        first._store(into: &data, at: index)
        second._store(into: &data, at: index + First._scalarCount)
    }

    init(_loading data: SynthesizedAnimatableData, at index: Int) {
        self.init(First(_loading: data, at: index), Second(_loading: data, at: index + First._scalarCount))
    }
}
