import Foundation

/// A boxed ``CustomAnimation`` of any type, compared and hashed by its own conformance.
internal struct _AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation

    init(_ base: some CustomAnimation) {
        self.base = base
    }

    static func == (lhs: _AnyCustomAnimation, rhs: _AnyCustomAnimation) -> Bool {
        lhs.base._isEqual(to: rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}
