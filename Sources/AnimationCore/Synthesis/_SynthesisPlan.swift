import Foundation

/// How one type's ``SynthesizedAnimatableData`` is read from and written to its stored properties,
/// built once per type by ``_SynthesisPlanBuilder``.
///
/// The plan works on the raw bytes of a value: a `Double`, `CGFloat` or `Float` property is loaded
/// and stored at its byte offset; any other animated property goes through two closures built once,
/// which call the property's own `animatableData` getter and setter. Nothing per frame reflects,
/// builds strings or looks anything up by name.
///
/// `@unchecked Sendable`: a plan is immutable after it is built (its scalar field buffer is never
/// written again).
internal final class _SynthesisPlan: @unchecked Sendable {
    /// What synthesis includes and leaves out, for ``AnimatableSynthesis/properties(of:)``.
    let properties: AnimatableSynthesis.Properties

    /// The type's name, for messages.
    let typeName: String

    /// The number of scalar components of the type's data.
    let scalarCount: Int

    /// The zero of each opaque component, in order (their count is the number of opaque components).
    let opaqueZeros: [_AnyVectorBox]

    /// The `Double`, `CGFloat` and `Float` properties, read and written by byte offset.
    ///
    /// A buffer that lives as long as the plan (plans are never released), so the frame loop
    /// reads it without retaining an array.
    let scalarFields: UnsafeBufferPointer<_ScalarField>

    /// The other animated properties, in declaration order, read and written through closures.
    let generalFields: [_SynthesisFieldAccessor]

    /// Whether the type's scalar components fit in the data's inline storage.
    let fitsInline: Bool

    /// Where the components are when the type's data is nothing but `Double` properties (and
    /// `CGFloat` ones where it is a `Double`) that fit inline: the common case, read and written as
    /// plain loads and stores between the value's bytes and the data's inline lanes, with no
    /// closure and no conversion. ``_SynthesisDirectLayout/general`` for every other type.
    let directLayout: _SynthesisDirectLayout

    /// Whether the type's data moves by ``directLayout``.
    var isDirect: Bool { directLayout.count > 0 }

    /// Creates a plan.
    init(
        properties: AnimatableSynthesis.Properties,
        typeName: String,
        scalarCount: Int,
        opaqueZeros: [_AnyVectorBox],
        fields: [_SynthesisField]
    ) {
        self.properties = properties
        self.typeName = typeName
        self.scalarCount = scalarCount
        self.opaqueZeros = opaqueZeros
        var scalars: [_ScalarField] = []
        var general: [_SynthesisFieldAccessor] = []
        for field in fields {
            switch field {
            case .scalar(let scalar): scalars.append(scalar)
            case .general(let accessor): general.append(accessor)
            }
        }
        let buffer = UnsafeMutableBufferPointer<_ScalarField>.allocate(capacity: scalars.count)
        _ = buffer.initialize(from: scalars)
        self.scalarFields = UnsafeBufferPointer(buffer)
        self.generalFields = general
        self.fitsInline = scalarCount <= SynthesizedAnimatableData._inlineCapacity
        let isDirect =
            fitsInline && scalarCount > 0 && general.isEmpty && opaqueZeros.isEmpty && scalars.count == scalarCount
            && scalars.allSatisfy { $0.kind == .double }
        if isDirect {
            var offsets = [Int](repeating: 0, count: scalarCount)
            for field in scalars { offsets[field.index] = field.offset }
            self.directLayout = _SynthesisDirectLayout(count: scalarCount, offsets: offsets)
        } else {
            self.directLayout = .general
        }
    }

    deinit {
        scalarFields.deallocate()
    }

    /// Reads the animatable data of the value at `base`.
    ///
    /// - Complexity: O(n) in the number of components; allocates only for more than three scalar
    ///   components or for opaque ones.
    func read(from base: UnsafeRawPointer) -> SynthesizedAnimatableData {
        if directLayout.count > 0 {
            // Straight-line loads of at most three Doubles, no loop over the fields.
            return directLayout.read(from: base)
        }
        return readFields(from: base)
    }

    /// Reads the animatable data of the value at `base` field by field, whatever its layout: the
    /// path of every type that is not direct, and the oracle the direct layout is tested against.
    func readFields(from base: UnsafeRawPointer) -> SynthesizedAnimatableData {
        var data = SynthesizedAnimatableData(_zeroScalarCount: scalarCount)
        if fitsInline {
            for field in scalarFields {
                data._setInlineScalar(field.load(from: base), at: field.index)
            }
        } else {
            for field in scalarFields {
                data._setScalar(field.load(from: base), at: field.index)
            }
        }
        for accessor in generalFields {
            accessor.read(base, &data)
        }
        return data
    }

    /// Writes animatable data into the value at `base`; missing components are written as zero.
    ///
    /// - Precondition: `data` has no more components than the type's data.
    func write(_ data: SynthesizedAnimatableData, to base: UnsafeMutableRawPointer) {
        // Straight-line stores; lanes past the data's count are zero, as missing components are.
        if directLayout.canWrite(data) {
            directLayout.write(data, to: base)
            return
        }
        writeFields(data, to: base)
    }

    /// Writes animatable data into the value at `base` field by field, whatever its layout;
    /// missing components are written as zero.
    ///
    /// - Precondition: `data` has no more components than the type's data.
    func writeFields(_ data: SynthesizedAnimatableData, to base: UnsafeMutableRawPointer) {
        // Inline data for a type whose components fit inline: every index a field names is one of
        // the three lanes. (Inline data for a larger type, such as `zero`, takes the general path,
        // which reads the missing components as 0.)
        if fitsInline, let count = data._tail.inlineCount, count <= scalarCount {
            for field in scalarFields {
                field.store(data._inlineScalar(at: field.index), to: base)
            }
        } else {
            precondition(
                data._count <= scalarCount && data._opaqueCount <= opaqueZeros.count,
                "\(typeName).animatableData has \(scalarCount) scalar and \(opaqueZeros.count) opaque components; "
                    + "got \(data._count) and \(data._opaqueCount): set data read from a \(typeName)"
            )
            for field in scalarFields {
                field.store(data._scalar(at: field.index), to: base)
            }
        }
        for accessor in generalFields {
            accessor.write(base, data)
        }
    }
}
