import Foundation

/// A boxed ``CustomAnimation`` of any type, compared and hashed by its own conformance.
@usableFromInline internal struct _AnyCustomAnimation: Hashable, Sendable {
    @usableFromInline let base: any CustomAnimation

    @inlinable init(_ base: some CustomAnimation) {
        self.base = base
    }

    @inlinable static func == (lhs: _AnyCustomAnimation, rhs: _AnyCustomAnimation) -> Bool {
        lhs.base._isEqual(to: rhs.base)
    }

    @inlinable func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}
