@_spi(Reflection) import Swift
import Synchronization

/// How values of one type compare in ``_StructuralEquality``, worked out once per type: the same
/// answers as the comparison of boxed values, without its run-time casts and mirrors on every
/// call. Not API.
///
/// For a type that is ``_ViewComparable`` or `Equatable`, the comparison is that conformance's; a
/// class compares by identity; a struct (not a collection) compares its stored properties, each
/// with its own type's comparator, found from the properties' offsets and types. Anything else (an
/// enum, a tuple, an optional, a closure, an existential, a collection) compares as boxed values
/// do, through ``_StructuralEquality/areEqual(_:_:)``. A body that returns the same struct of
/// views every frame, as an animating view's does, then compares without allocating.
///
/// A comparator never changes once made, and its closure captures only types and other
/// comparators: sharing it between threads is safe, which the compiler cannot see through the
/// metatypes the closures capture, hence the unchecked `Sendable`.
final class _FieldComparator: @unchecked Sendable {
    /// Compares the two values of the comparator's type at the addresses.
    let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// The type, for a comparator kept in ``cache``.
    private let type: ObjectIdentifier?

    private init(_ equal: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool, type: ObjectIdentifier? = nil) {
        self.equal = equal
        self.type = type
    }

    /// Every comparator built, by type, kept for the life of the process.
    private static let cache = Mutex<[ObjectIdentifier: _FieldComparator]>([:])
    /// The comparator of ``cache`` found last, read without the lock: a caller that compares values
    /// of one type many times in a row (a view's body, at every run while it animates) finds it
    /// here, by its address (0 for none). The cache keeps it alive, so the address never dangles.
    private static let latest = Atomic<UInt>(0)

    /// The comparator of `type` if one was built, found without making anything: the look-up of
    /// every comparison whose caller has no comparator at hand.
    static func known(_ type: Any.Type) -> _FieldComparator? {
        let key = ObjectIdentifier(type)
        if let address = UnsafeRawPointer(bitPattern: latest.load(ordering: .acquiring)) {
            let comparator = Unmanaged<_FieldComparator>.fromOpaque(address).takeUnretainedValue()
            if comparator.type == key { return comparator }
        }
        guard let found = cache.withLock({ $0[key] }) else { return nil }
        latest.store(UInt(bitPattern: Unmanaged.passUnretained(found).toOpaque()), ordering: .releasing)
        return found
    }

    /// The comparator of `type`, built on the first request; `isStruct` says whether the type is a
    /// struct (a value's mirror or a property's metadata tells).
    static func comparator(for type: Any.Type, isStruct: @autoclosure () -> Bool) -> _FieldComparator {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        // Built outside the lock: a struct's comparator asks for its properties' comparators.
        let built = _FieldComparator(make(type, isStruct: isStruct()).equal, type: key)
        return cache.withLock { cache in
            if let known = cache[key] { return known }
            cache[key] = built
            return built
        }
    }

    private static func make(_ type: Any.Type, isStruct: Bool) -> _FieldComparator {
        if type is any _ViewComparable.Type { return boxed(type) }
        if let equatable = type as? any Equatable.Type { return equatableComparator(equatable) }
        if type is AnyClass {
            return _FieldComparator { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
        }
        // Collections compare element by element, as boxed values do; only structs of one's own are
        // taken apart here.
        guard isStruct, !(type is any Collection.Type) else { return boxed(type) }
        var fields: [(offset: Int, comparator: _FieldComparator, isPlain: Bool)] = []
        var closures = 0
        let isReflectable = _forEachField(of: type) { _, offset, fieldType, kind in
            if kind == .function { closures += 1 }
            fields.append((offset, comparator(for: fieldType, isStruct: kind == .struct), isPlainData(fieldType)))
            return true
        }
        // A weak or unowned property is not stored as its type says: such a struct compares boxed.
        guard isReflectable, strongFieldCount(type) + closures == fields.count else { return boxed(type) }
        // Plain data first (numbers, points, sizes: nothing to retain, compared in a few
        // instructions), in declaration order within each kind: the values are equal only if every
        // field is, so the order changes no answer, and an animating view's new value, which
        // differs in a number, is found unequal before its text or its content is compared.
        let compared = (fields.filter(\.isPlain) + fields.filter { !$0.isPlain }).map {
            (offset: $0.offset, comparator: $0.comparator)
        }
        return _FieldComparator { lhs, rhs in
            for field in compared where !field.comparator.equal(lhs + field.offset, rhs + field.offset) {
                return false
            }
            return true
        }
    }

    /// Whether values of `type` are plain data: copied and destroyed without retains or releases.
    private static func isPlainData(_ type: Any.Type) -> Bool {
        func check<Value>(_: Value.Type) -> Bool { _isPOD(Value.self) }
        return _openExistential(type, do: check)
    }

    /// How many of the type's stored properties are strong references or values of a kind that
    /// key paths reach: every one but closures, weak and unowned references, and metatypes.
    private static func strongFieldCount(_ type: Any.Type) -> Int {
        func count<Root>(_: Root.Type) -> Int {
            var count = 0
            _ = _forEachFieldWithKeyPath(of: Root.self, options: ignoreUnknownFields) { _, _ in
                count += 1
                return true
            }
            return count
        }
        return _openExistential(type, do: count)
    }

    /// `_EachFieldOptions.ignoreUnknown`, spelled as its raw value: the option is a mutable static,
    /// which Swift 6 does not let this code read.
    private static let ignoreUnknownFields = _EachFieldOptions(rawValue: 1 << 1)

    private static func equatableComparator<Value: Equatable>(_: Value.Type) -> _FieldComparator {
        _FieldComparator {
            $0.assumingMemoryBound(to: Value.self).pointee == $1.assumingMemoryBound(to: Value.self).pointee
        }
    }

    /// Compares values of `type` boxed, as ``_StructuralEquality/areEqual(_:_:)`` does.
    private static func boxed(_ type: Any.Type) -> _FieldComparator {
        func make<Value>(_: Value.Type) -> _FieldComparator {
            _FieldComparator {
                _StructuralEquality.areEqual(
                    $0.assumingMemoryBound(to: Value.self).pointee as Any,
                    $1.assumingMemoryBound(to: Value.self).pointee as Any)
            }
        }
        return _openExistential(type, do: make)
    }
}
