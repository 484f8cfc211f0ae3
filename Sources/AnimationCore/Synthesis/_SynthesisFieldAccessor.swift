import Foundation

/// Closures that read a property's data into synthesized data and write it back.
///
/// `@unchecked Sendable`: the closures capture only immutable values (byte offsets, metatypes,
/// nested plans, and the pure `get`/`set` closures of ``_SynthesisPlanBuilder``), so calling them
/// from any thread is safe. They are not `@Sendable` only because Swift 6 does not know that the
/// metatypes of the opened generic property types are sendable.
internal struct _SynthesisFieldAccessor: @unchecked Sendable {
    /// Reads the property of the value at the pointer into the data's components.
    let read: (UnsafeRawPointer, inout SynthesizedAnimatableData) -> Void

    /// Writes the data's components into the property of the value at the pointer.
    let write: (UnsafeMutableRawPointer, SynthesizedAnimatableData) -> Void
}
