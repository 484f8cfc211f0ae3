/// Builds the `_AnyNodeType` of a value type; `@inlinable`, so the closures are specialized in
/// the module that first creates a node of the type.
@usableFromInline
enum _NodeType<Value> {
    @usableFromInline typealias Box = _RuleBox<Value>
    @usableFromInline typealias Stored = _ValueBox<Value>
    @usableFromInline typealias Pending = _RuleBody<Value>

    /// The type table for an `Equatable` value: an equal result or write changes nothing.
    @inlinable
    static func equatable() -> _AnyNodeType where Value: Equatable {
        _AnyNodeType(
            isEquatable: true, valueType: Value.self,
            evaluate: { storage, isInitialized in
                if isInitialized {
                    return Unmanaged<Box>.fromOpaque(storage)._withUnsafeGuaranteedRef { box in
                        let newValue = box.body()
                        if box.value == newValue { return (false, storage) }
                        box.value = newValue
                        return (true, storage)
                    }
                }
                return (true, firstRun(storage))
            },
            reevaluate: { storage in reevaluate(storage) },
            replace: { storage, newValue in
                let newValue = newValue.assumingMemoryBound(to: Value.self)
                return Unmanaged<Stored>.fromOpaque(storage)._withUnsafeGuaranteedRef { box in
                    if box.value == newValue.pointee { return false }
                    box.value = newValue.pointee
                    return true
                }
            },
            box: boxValue(), release: releaseStorage())
    }

    /// Runs a rule that has run before and stores its value unless it is equal to the last:
    /// returns whether it changed.
    @inlinable @inline(__always)
    static func reevaluate(_ storage: UnsafeMutableRawPointer) -> Bool where Value: Equatable {
        Unmanaged<Box>.fromOpaque(storage)._withUnsafeGuaranteedRef { box in
            let newValue = box.body()
            if box.value == newValue { return false }
            box.value = newValue
            return true
        }
    }

    /// The type table for a value that is not `Equatable`: every result and write is a change.
    @inlinable
    static func opaque() -> _AnyNodeType {
        _AnyNodeType(
            isEquatable: false, valueType: Value.self,
            evaluate: { storage, isInitialized in
                if isInitialized {
                    Unmanaged<Box>.fromOpaque(storage)._withUnsafeGuaranteedRef { box in
                        box.value = box.body()
                    }
                    return (true, storage)
                }
                return (true, firstRun(storage))
            },
            reevaluate: { storage in
                Unmanaged<Box>.fromOpaque(storage)._withUnsafeGuaranteedRef { box in box.value = box.body() }
                return true
            },
            replace: { storage, newValue in
                Unmanaged<Stored>.fromOpaque(storage)._withUnsafeGuaranteedRef { box in
                    box.value = newValue.assumingMemoryBound(to: Value.self).pointee
                }
                return true
            },
            box: boxValue(), release: releaseStorage())
    }

    /// Boxes the value of the node whose storage is given.
    @inlinable
    static func boxValue() -> (UnsafeMutableRawPointer) -> Any {
        { storage in Unmanaged<Stored>.fromOpaque(storage)._withUnsafeGuaranteedRef { $0.value } }
    }

    /// Releases a node's storage: `(storage, isInitialized)`.
    @inlinable
    static func releaseStorage() -> (UnsafeMutableRawPointer, Bool) -> Void {
        { storage, isInitialized in
            if isInitialized {
                Unmanaged<Stored>.fromOpaque(storage).release()
            } else {
                Unmanaged<Pending>.fromOpaque(storage).release()
            }
        }
    }

    /// Runs a rule for the first time: its value and closure move into a `_RuleBox`.
    @inlinable
    static func firstRun(_ storage: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        Unmanaged<Pending>.fromOpaque(storage)._withUnsafeGuaranteedRef { pending in
            let value = pending.body()
            return Unmanaged.passRetained(Box(body: pending.body, value: value)).toOpaque()
        }
    }
}
