import Foundation
@_spi(Reflection) import Swift

/// Builds a type's ``_SynthesisPlan`` from the standard library's field reflection.
///
/// `_forEachField(of:)` lists a structure's stored properties in declaration order with their
/// names, byte offsets and types (computed properties are not stored, so it never sees them);
/// `_forEachFieldWithKeyPath(of:)` gives a key path for each, writable exactly for a `var`, which
/// tells `let` constants apart. Both are SPI of the standard library; they are used only here.
internal enum _SynthesisPlanBuilder {
    /// The raw value of `_EachFieldOptions.ignoreUnknown`: skip fields without a key path (weak
    /// references, functions) instead of stopping. Spelled as a raw value because the option is a
    /// mutable static, which Swift 6 will not read from here.
    private static let ignoreUnknownFields = _EachFieldOptions(rawValue: 1 << 1)

    /// One stored property as reflection reports it.
    private struct StoredField {
        let name: String
        let offset: Int
        let type: Any.Type
    }

    /// Builds the plan of a type, or the error naming its first property that cannot animate.
    static func build<Root>(_ root: Root.Type) -> Result<_SynthesisPlan, AnimatableSynthesisError> {
        let typeName = String(describing: root)
        var stored: [StoredField] = []
        let isReflectable = _forEachField(of: root) { name, offset, type, _ in
            stored.append(StoredField(name: String(cString: name), offset: offset, type: type))
            return true
        }
        guard isReflectable else {
            return .failure(.unsupportedType(typeName: typeName))
        }
        var constants: Set<String> = []
        _ = _forEachFieldWithKeyPath(of: root, options: ignoreUnknownFields) { name, keyPath in
            if !isWritable(keyPath) { constants.insert(String(cString: name)) }
            return true
        }

        var included: [AnimatableSynthesis.Property] = []
        var ignored: [AnimatableSynthesis.Property] = []
        var skippedConstants: [AnimatableSynthesis.Property] = []
        var fields: [_SynthesisField] = []
        var scalarCount = 0
        var opaqueZeros: [_AnyVectorBox] = []

        for field in stored {
            if let wrapper = field.type as? any _AnimatableIgnoredProtocol.Type {
                let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
                ignored.append(AnimatableSynthesis.Property(name: name, type: wrapper._ignoredValueType))
                continue
            }
            if constants.contains(field.name) {
                skippedConstants.append(AnimatableSynthesis.Property(name: field.name, type: field.type))
                continue
            }
            let made: Result<Made, AnimatableSynthesisError>
            if let animatable = field.type as? any Animatable.Type {
                made = makeAnimatableField(animatable, offset: field.offset, scalarStart: scalarCount)
            } else if let vector = field.type as? any VectorArithmetic.Type {
                made = makeVectorField(vector, offset: field.offset, scalarStart: scalarCount)
            } else {
                return .failure(
                    .unsupportedProperty(
                        typeName: typeName, propertyName: field.name,
                        propertyTypeName: String(describing: field.type)
                    )
                )
            }
            switch made {
            case .success(let made):
                included.append(AnimatableSynthesis.Property(name: field.name, type: field.type))
                fields += made.fields(opaqueZeros.count)
                scalarCount += made.scalarCount
                opaqueZeros += made.opaqueZeros
            case .failure(let error):
                return .failure(error)
            }
        }
        let properties = AnimatableSynthesis.Properties(
            included: included, ignored: ignored, constants: skippedConstants
        )
        return .success(
            _SynthesisPlan(
                properties: properties, typeName: typeName, scalarCount: scalarCount,
                opaqueZeros: opaqueZeros, fields: fields
            )
        )
    }

    /// Whether a key path from reflection is writable: the property is a `var`.
    private static func isWritable<Root>(_ keyPath: PartialKeyPath<Root>) -> Bool {
        func check<Value>(_: Value.Type) -> Bool {
            keyPath is WritableKeyPath<Root, Value>
        }
        return _openExistential(type(of: keyPath).valueType, do: check)
    }

    /// A property's accessor, waiting for the index of its first opaque component, with its size.
    private struct Made {
        /// Makes the accessors given the index of the property's first opaque component.
        let fields: (Int) -> [_SynthesisField]
        /// The number of scalar components.
        let scalarCount: Int
        /// The zeros of the opaque components.
        let opaqueZeros: [_AnyVectorBox]
    }

    /// The accessor of a property whose type is ``Animatable``: it animates its `animatableData`.
    private static func makeAnimatableField<Value: Animatable>(
        _: Value.Type, offset: Int, scalarStart: Int
    ) -> Result<Made, AnimatableSynthesisError> {
        if let layout = directScalarLayout(Value.self) {
            let fields = layout.enumerated().map { position, scalar in
                _SynthesisField.scalar(
                    _ScalarField(offset: offset + scalar.offset, index: scalarStart + position, kind: scalar.kind)
                )
            }
            return .success(Made(fields: { _ in fields }, scalarCount: fields.count, opaqueZeros: []))
        }
        return makeDataField(
            Value.self, Value.AnimatableData.self, offset: offset, scalarStart: scalarStart,
            get: { $0.animatableData }, set: { $0.animatableData = $1 }
        )
    }

    /// The accessor of a property whose type is ``VectorArithmetic`` but not ``Animatable``: it
    /// animates the value itself.
    private static func makeVectorField<Value: VectorArithmetic>(
        _: Value.Type, offset: Int, scalarStart: Int
    ) -> Result<Made, AnimatableSynthesisError> {
        makeDataField(
            Value.self, Value.self, offset: offset, scalarStart: scalarStart,
            get: { $0 }, set: { $0 = $1 }
        )
    }

    /// The kind of a `CGFloat` scalar: a `Double` where `CGFloat` is one.
    private static var cgFloatKind: _ScalarField.Kind {
        MemoryLayout<CGFloat>.size == MemoryLayout<Double>.size ? .double : .cgFloat
    }

    /// The byte offsets and kinds of the scalars that make up the animatable data of a type whose
    /// data is exactly some of its stored properties, or `nil` for other types.
    ///
    /// `Double`, `CGFloat` and `Float` are their own data; the data of `CGPoint`, `CGSize` and
    /// `CGRect` is defined in this module as their stored coordinates in this order, so synthesis
    /// reads and writes them directly instead of through their `animatableData`. ``Angle`` and
    /// ``UnitPoint`` are not here: their data is scaled (× 128), so synthesis goes through it.
    private static func directScalarLayout<Value>(_: Value.Type) -> [(offset: Int, kind: _ScalarField.Kind)]? {
        func offsets<Root>(_: Root.Type, _ paths: [PartialKeyPath<Root>], kind: _ScalarField.Kind)
            -> [(offset: Int, kind: _ScalarField.Kind)]
        {
            paths.map { (MemoryLayout<Root>.offset(of: $0)!, kind) }
        }
        switch Value.self {
        case is Double.Type: return [(0, .double)]
        case is CGFloat.Type: return [(0, cgFloatKind)]
        case is Float.Type: return [(0, .float)]
        case is CGPoint.Type: return offsets(CGPoint.self, [\.x, \.y], kind: cgFloatKind)
        case is CGSize.Type: return offsets(CGSize.self, [\.width, \.height], kind: cgFloatKind)
        case is CGRect.Type:
            return offsets(CGRect.self, [\.origin.x, \.origin.y, \.size.width, \.size.height], kind: cgFloatKind)
        default: return nil
        }
    }

    /// The accessor of a property of type `Value` whose animated data, of type `Data`, is reached
    /// through `get` and `set`.
    ///
    /// The data becomes scalar components when its type is a fixed number of `Double`s
    /// (``_FlattenableVector``) or is the synthesized data of a nested ``AutoAnimatable`` type;
    /// otherwise it is one opaque component.
    private static func makeDataField<Value, Data: VectorArithmetic>(
        _: Value.Type,
        _: Data.Type,
        offset: Int,
        scalarStart: Int,
        get: @escaping (Value) -> Data,
        set: @escaping (inout Value, Data) -> Void
    ) -> Result<Made, AnimatableSynthesisError> {
        if let flat = Data.self as? any _FlattenableVector.Type {
            return .success(
                flatField(flat, Value.self, Data.self, offset: offset, scalarStart: scalarStart, get: get, set: set)
            )
        }
        if Data.self == SynthesizedAnimatableData.self, Value.self is any AutoAnimatable.Type {
            switch _SynthesisPlanCache.result(for: Value.self) {
            case .success(let nested):
                return .success(
                    nestedField(
                        nested, Value.self, Data.self, offset: offset, scalarStart: scalarStart, get: get, set: set)
                )
            case .failure(let error):
                return .failure(error)
            }
        }
        let fields = { (opaqueIndex: Int) -> [_SynthesisField] in
            [
                .general(
                    _SynthesisFieldAccessor(
                        read: { base, data in
                            let value = (base + offset).assumingMemoryBound(to: Value.self).pointee
                            data._appendOpaque(_VectorBox(get(value)))
                        },
                        write: { base, data in
                            let pointer = (base + offset).assumingMemoryBound(to: Value.self)
                            guard let box = data._opaqueComponent(at: opaqueIndex) else {
                                set(&pointer.pointee, Data.zero)
                                return
                            }
                            guard let typed = box as? _VectorBox<Data> else {
                                preconditionFailure("synthesized data holds a \(box) where a \(Data.self) belongs")
                            }
                            set(&pointer.pointee, typed.value)
                        }
                    )
                )
            ]
        }
        return .success(Made(fields: fields, scalarCount: 0, opaqueZeros: [_VectorBox(Data.zero)]))
    }

    /// The accessor of a property whose data is a fixed number of `Double` components.
    private static func flatField<Flat: _FlattenableVector, Value, Data: VectorArithmetic>(
        _: Flat.Type,
        _: Value.Type,
        _: Data.Type,
        offset: Int,
        scalarStart: Int,
        get: @escaping (Value) -> Data,
        set: @escaping (inout Value, Data) -> Void
    ) -> Made {
        precondition(Flat.self == Data.self, "flatField needs Flat == Data")
        let accessor = _SynthesisFieldAccessor(
            read: { base, data in
                let pointer = (base + offset).assumingMemoryBound(to: Value.self)
                unsafeBitCast(get(pointer.pointee), to: Flat.self)._store(into: &data, at: scalarStart)
            },
            write: { base, data in
                let pointer = (base + offset).assumingMemoryBound(to: Value.self)
                set(&pointer.pointee, unsafeBitCast(Flat(_loading: data, at: scalarStart), to: Data.self))
            }
        )
        return Made(fields: { _ in [.general(accessor)] }, scalarCount: Flat._scalarCount, opaqueZeros: [])
    }

    /// The accessor of a property of a nested ``AutoAnimatable`` type whose data is synthesized:
    /// its components take their place among the outer type's.
    private static func nestedField<Value, Data: VectorArithmetic>(
        _ nested: _SynthesisPlan,
        _: Value.Type,
        _: Data.Type,
        offset: Int,
        scalarStart: Int,
        get: @escaping (Value) -> Data,
        set: @escaping (inout Value, Data) -> Void
    ) -> Made {
        precondition(Data.self == SynthesizedAnimatableData.self, "nestedField needs synthesized data")
        let scalarCount = nested.scalarCount
        let fields = { (opaqueStart: Int) -> [_SynthesisField] in
            [
                .general(
                    _SynthesisFieldAccessor(
                        read: { base, data in
                            let pointer = (base + offset).assumingMemoryBound(to: Value.self)
                            let inner = unsafeBitCast(get(pointer.pointee), to: SynthesizedAnimatableData.self)
                            for index in 0..<scalarCount {
                                data._setScalar(inner._scalar(at: index), at: scalarStart + index)
                            }
                            for index in nested.opaqueZeros.indices {
                                data._appendOpaque(inner._opaqueComponent(at: index) ?? nested.opaqueZeros[index])
                            }
                        },
                        write: { base, data in
                            let pointer = (base + offset).assumingMemoryBound(to: Value.self)
                            var inner = SynthesizedAnimatableData(_zeroScalarCount: scalarCount)
                            for index in 0..<scalarCount {
                                inner._setScalar(data._scalar(at: scalarStart + index), at: index)
                            }
                            if data._opaqueCount > 0 {
                                for index in nested.opaqueZeros.indices {
                                    let component = data._opaqueComponent(at: opaqueStart + index)
                                    inner._appendOpaque(component ?? nested.opaqueZeros[index])
                                }
                            }
                            set(&pointer.pointee, unsafeBitCast(inner, to: Data.self))
                        }
                    )
                )
            ]
        }
        return Made(fields: fields, scalarCount: scalarCount, opaqueZeros: nested.opaqueZeros)
    }
}
