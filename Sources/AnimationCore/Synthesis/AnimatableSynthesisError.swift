/// The error synthesis reports for a type whose `animatableData` it cannot synthesize.
///
/// Mirrors the compile-time diagnostic of SwiftUI's `@Animatable` macro: a stored property whose
/// type conforms to neither `VectorArithmetic` nor `Animatable`, and that is not marked
/// `@AnimatableIgnored`, is an error that names the property and suggests both fixes. Animatic
/// synthesizes at run time, so ``AnimatableSynthesis/properties(of:)`` and
/// ``AnimatableSynthesis/validate(_:)`` throw it, and reading or writing the `animatableData` of
/// such a type traps with its ``description``.
///
///     struct Badge: AutoAnimatable {
///         var scale: Double
///         var label: String
///     }
///     try AnimatableSynthesis.validate(Badge.self)
///     // 'Badge' cannot synthesize animatableData: stored property 'label' has type 'String', …
public enum AnimatableSynthesisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stored property that can neither animate nor is ignored.
    ///
    /// - Parameters:
    ///   - typeName: The name of the type being synthesized.
    ///   - propertyName: The name of the property.
    ///   - propertyTypeName: The name of the property's type.
    case unsupportedProperty(typeName: String, propertyName: String, propertyTypeName: String)

    /// A type whose stored properties reflection cannot reach: a class.
    ///
    /// SwiftUI's macro also accepts classes; Animatic synthesizes for structures (and enumerations,
    /// which have no stored properties and so animate nothing).
    ///
    /// - Parameter typeName: The name of the type.
    case unsupportedType(typeName: String)

    /// What is wrong and how to fix it, in one sentence.
    public var description: String {
        switch self {
        case .unsupportedProperty(let typeName, let propertyName, let propertyTypeName):
            "'\(typeName)' cannot synthesize animatableData: stored property '\(propertyName)' has type "
                + "'\(propertyTypeName)', which conforms to neither 'VectorArithmetic' nor 'Animatable'; "
                + "mark it '@AnimatableIgnored' to leave it out, or conform '\(propertyTypeName)' to "
                + "'VectorArithmetic' or 'Animatable'"
        case .unsupportedType(let typeName):
            "'\(typeName)' cannot synthesize animatableData: AutoAnimatable reads the stored properties of "
                + "structures, and reflection cannot read those of '\(typeName)' (a class); make it a "
                + "structure, or write its animatableData by hand"
        }
    }
}
