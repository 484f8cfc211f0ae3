extension AnimatableSynthesis {
    /// A stored property that synthesis considered: its name and type.
    ///
    /// For a property marked ``AnimatableIgnored`` the name is the property's (`clockwise`, not the
    /// wrapper's storage `_clockwise`) and the type is the wrapped value's (`Bool`).
    public struct Property: Hashable, Sendable, CustomStringConvertible {
        /// The property's name, as declared.
        public let name: String

        /// The property's type.
        public let type: Any.Type

        /// Creates a description of a property.
        ///
        /// - Parameters:
        ///   - name: The property's name.
        ///   - type: The property's type.
        public init(name: String, type: Any.Type) {
            self.name = name
            self.type = type
        }

        /// The name of the property's type, such as `CGFloat` or `Angle`.
        public var typeName: String {
            String(describing: type)
        }

        /// The property as it would be declared, such as `level: CGFloat`.
        public var description: String {
            "\(name): \(typeName)"
        }

        /// Whether two descriptions have the same name and the same type.
        public static func == (lhs: Property, rhs: Property) -> Bool {
            lhs.name == rhs.name && lhs.type == rhs.type
        }

        /// Hashes the name and the type.
        ///
        /// - Parameter hasher: The hasher to feed.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(ObjectIdentifier(type))
        }
    }

    /// The stored properties of a type, sorted by what synthesis does with them.
    ///
    /// Each list is in declaration order. The synthesized data holds the components of
    /// ``included`` in that order.
    public struct Properties: Hashable, Sendable, CustomStringConvertible {
        /// The properties whose data make up the synthesized `animatableData`.
        public let included: [Property]

        /// The properties marked ``AnimatableIgnored``: they take a new value at once.
        public let ignored: [Property]

        /// The `let` constants, which synthesis skips (they cannot change while a value animates).
        public let constants: [Property]

        /// Creates a description of a type's properties.
        ///
        /// - Parameters:
        ///   - included: The animated properties.
        ///   - ignored: The properties marked ``AnimatableIgnored``.
        ///   - constants: The `let` constants.
        public init(included: [Property], ignored: [Property], constants: [Property] = []) {
            self.included = included
            self.ignored = ignored
            self.constants = constants
        }

        /// A summary such as `included [level: CGFloat, amplitude: CGFloat]; ignored [phase: CGFloat]`.
        public var description: String {
            var parts = ["included \(included)", "ignored \(ignored)"]
            if !constants.isEmpty { parts.append("constants \(constants)") }
            return parts.joined(separator: "; ")
        }
    }
}
