import Foundation

/// The accessor of one animated stored property.
internal enum _SynthesisField: Sendable {
    /// A `Double`, `CGFloat` or `Float` property, by byte offset.
    case scalar(_ScalarField)
    /// Any other property, through its type's own `animatableData`.
    case general(_SynthesisFieldAccessor)
}
