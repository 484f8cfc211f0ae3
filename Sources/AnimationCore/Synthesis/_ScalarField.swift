import Foundation

/// A `Double`, `CGFloat` or `Float` property at a byte offset, giving one scalar component.
internal struct _ScalarField: Sendable {
    /// The representation of a scalar property.
    enum Kind: Sendable {
        /// A `Double`, or a `CGFloat` where it is a `Double`.
        case double
        /// A `CGFloat` that is not a `Double` (32-bit platforms).
        case cgFloat
        /// A `Float`.
        case float
    }

    /// The property's byte offset in the value.
    let offset: Int
    /// The index of its scalar component.
    let index: Int
    /// Its representation.
    let kind: Kind

    /// Loads the property's value as a `Double`.
    @inline(__always)
    func load(from base: UnsafeRawPointer) -> Double {
        switch kind {
        case .double: base.load(fromByteOffset: offset, as: Double.self)
        case .cgFloat: Double(base.load(fromByteOffset: offset, as: CGFloat.self))
        case .float: Double(base.load(fromByteOffset: offset, as: Float.self))
        }
    }

    /// Stores a `Double` into the property, converting it to the property's type.
    @inline(__always)
    func store(_ value: Double, to base: UnsafeMutableRawPointer) {
        switch kind {
        case .double: base.storeBytes(of: value, toByteOffset: offset, as: Double.self)
        case .cgFloat: base.storeBytes(of: CGFloat(value), toByteOffset: offset, as: CGFloat.self)
        case .float: base.storeBytes(of: Float(value), toByteOffset: offset, as: Float.self)
        }
    }
}
