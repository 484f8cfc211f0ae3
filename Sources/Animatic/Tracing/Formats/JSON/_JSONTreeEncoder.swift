/// Encodes any `Encodable` value into a ``_JSONValue`` tree, the way `JSONEncoder` would lay it
/// out, so that the project's own writer turns it into the same bytes on every platform.
///
///     let tree = try _JSONTreeEncoder().encode(document)
///     let bytes = tree.serialized()
///
/// Whole numbers of any integer type become integers, `Double` and `Float` become numbers
/// (non-finite ones are an error, as they are for `JSONEncoder`), `nil` optionals are left out by
/// synthesized conformances, and dictionaries keyed by `String` become objects.
package struct _JSONTreeEncoder {
    /// Creates an encoder.
    package init() {}

    /// The tree of `value`.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: Its JSON tree.
    /// - Throws: `EncodingError.invalidValue` for an infinite or NaN number, or when `value` encodes
    ///   nothing.
    package func encode(_ value: some Encodable) throws -> _JSONValue {
        let root = _Node()
        try value.encode(to: _Encoder(node: root, codingPath: []))
        guard let tree = root.resolved() else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "\(type(of: value)) encoded no value."))
        }
        return tree
    }
}

extension _JSONTreeEncoder {
    /// A value under construction: containers are filled in after they are handed out.
    fileprivate final class _Node {
        enum Content {
            case unset
            case value(_JSONValue)
            case object([String: _Node])
            case array([_Node])
        }
        var content = Content.unset

        func resolved() -> _JSONValue? {
            switch content {
            case .unset: nil
            case .value(let value): value
            case .object(let members): .object(members.compactMapValues { $0.resolved() })
            case .array(let elements): .array(elements.map { $0.resolved() ?? .object([:]) })
            }
        }

        func child(_ key: String) -> _Node {
            guard case .object(var members) = content else { preconditionFailure("not an object") }
            content = .unset  // `members` is then the only reference: no copy on the write below
            let node = members[key] ?? _Node()
            members[key] = node
            content = .object(members)
            return node
        }

        func append() -> _Node {
            guard case .array(var elements) = content else { preconditionFailure("not an array") }
            content = .unset  // `elements` is then the only reference: appending does not copy it
            let node = _Node()
            elements.append(node)
            content = .array(elements)
            return node
        }

        var count: Int {
            if case .array(let elements) = content { return elements.count }
            return 0
        }
    }

    fileprivate struct _Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    fileprivate struct _Encoder: Encoder {
        let node: _Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = node.content {} else { node.content = .object([:]) }
            return KeyedEncodingContainer(_Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.content {} else { node.content = .array([]) }
            return _Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            _Single(node: node, codingPath: codingPath)
        }
    }

    /// The tree of a number, or the encoding error for one JSON cannot hold.
    fileprivate static func number(_ value: Double, at codingPath: [any CodingKey]) throws -> _JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: codingPath, debugDescription: "\(value) is not a JSON number."))
        }
        return .number(value)
    }

    fileprivate static func integer(_ value: some BinaryInteger) -> _JSONValue {
        Int64(exactly: value).map { .integer($0) } ?? .number(Double(value))
    }

    fileprivate struct _Single: SingleValueEncodingContainer {
        let node: _Node
        let codingPath: [any CodingKey]

        func set(_ value: _JSONValue) { node.content = .value(value) }
        func encodeNil() throws { set(.null) }
        func encode(_ value: Bool) throws { set(.bool(value)) }
        func encode(_ value: String) throws { set(.string(value)) }
        func encode(_ value: Double) throws { set(try number(value, at: codingPath)) }
        func encode(_ value: Float) throws { set(try number(Double(value), at: codingPath)) }
        func encode(_ value: Int) throws { set(integer(value)) }
        func encode(_ value: Int8) throws { set(integer(value)) }
        func encode(_ value: Int16) throws { set(integer(value)) }
        func encode(_ value: Int32) throws { set(integer(value)) }
        func encode(_ value: Int64) throws { set(integer(value)) }
        func encode(_ value: UInt) throws { set(integer(value)) }
        func encode(_ value: UInt8) throws { set(integer(value)) }
        func encode(_ value: UInt16) throws { set(integer(value)) }
        func encode(_ value: UInt32) throws { set(integer(value)) }
        func encode(_ value: UInt64) throws { set(integer(value)) }
        func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: _Encoder(node: node, codingPath: codingPath))
        }
    }

    fileprivate struct _Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: _Node
        let codingPath: [any CodingKey]

        func set(_ value: _JSONValue, _ key: Key) { node.child(key.stringValue).content = .value(value) }
        func encodeNil(forKey key: Key) throws { set(.null, key) }
        func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
        func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
        func encode(_ value: Double, forKey key: Key) throws { set(try number(value, at: codingPath + [key]), key) }
        func encode(_ value: Float, forKey key: Key) throws {
            set(try number(Double(value), at: codingPath + [key]), key)
        }
        func encode(_ value: Int, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: Int8, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: Int16, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: Int32, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: Int64, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: UInt, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: UInt8, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: UInt16, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: UInt32, forKey key: Key) throws { set(integer(value), key) }
        func encode(_ value: UInt64, forKey key: Key) throws { set(integer(value), key) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: _Encoder(node: node.child(key.stringValue), codingPath: codingPath + [key]))
        }
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            _Encoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            _Encoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }
        func superEncoder() -> any Encoder {
            _Encoder(node: node.child("super"), codingPath: codingPath + [_Key(stringValue: "super")])
        }
        func superEncoder(forKey key: Key) -> any Encoder {
            _Encoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
        }
    }

    fileprivate struct _Unkeyed: UnkeyedEncodingContainer {
        let node: _Node
        let codingPath: [any CodingKey]
        var count: Int { node.count }

        func append(_ value: _JSONValue) { node.append().content = .value(value) }
        private var nextPath: [any CodingKey] { codingPath + [_Key(intValue: count)] }
        func encodeNil() throws { append(.null) }
        func encode(_ value: Bool) throws { append(.bool(value)) }
        func encode(_ value: String) throws { append(.string(value)) }
        func encode(_ value: Double) throws { append(try number(value, at: nextPath)) }
        func encode(_ value: Float) throws { append(try number(Double(value), at: nextPath)) }
        func encode(_ value: Int) throws { append(integer(value)) }
        func encode(_ value: Int8) throws { append(integer(value)) }
        func encode(_ value: Int16) throws { append(integer(value)) }
        func encode(_ value: Int32) throws { append(integer(value)) }
        func encode(_ value: Int64) throws { append(integer(value)) }
        func encode(_ value: UInt) throws { append(integer(value)) }
        func encode(_ value: UInt8) throws { append(integer(value)) }
        func encode(_ value: UInt16) throws { append(integer(value)) }
        func encode(_ value: UInt32) throws { append(integer(value)) }
        func encode(_ value: UInt64) throws { append(integer(value)) }
        func encode<T: Encodable>(_ value: T) throws {
            let path = nextPath
            try value.encode(to: _Encoder(node: node.append(), codingPath: path))
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>
        {
            let path = nextPath
            return _Encoder(node: node.append(), codingPath: path).container(keyedBy: keyType)
        }
        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let path = nextPath
            return _Encoder(node: node.append(), codingPath: path).unkeyedContainer()
        }
        func superEncoder() -> any Encoder {
            let path = nextPath
            return _Encoder(node: node.append(), codingPath: path)
        }
    }
}
