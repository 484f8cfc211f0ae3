/// Run-time `animatableData` synthesis: what it includes, what it leaves out, and its errors.
///
/// SwiftUI's `@Animatable` macro decides at compile time which stored properties make up
/// `animatableData`: those whose types conform to `VectorArithmetic` or `Animatable`, minus those
/// marked `@AnimatableIgnored`; any other stored property is a compile error. Animatic's
/// ``AutoAnimatable`` makes the same decisions at run time, once per type, and this namespace
/// answers them:
///
///     struct Arc: AutoAnimatable {
///         var startAngle: Angle
///         var endAngle: Angle
///         @AnimatableIgnored var clockwise: Bool
///     }
///     let properties = try AnimatableSynthesis.properties(of: Arc.self)
///     properties.included.map(\.name)   // ["startAngle", "endAngle"]
///     properties.ignored.map(\.name)    // ["clockwise"]
///
/// ## The rules
///
/// For each stored property, in declaration order (computed properties are not stored, so they
/// never take part):
/// 1. marked ``AnimatableIgnored``: left out, listed in ``Properties/ignored``; it takes its new
///    value at once when the value changes, because the `animatableData` setter never touches it;
/// 2. a `let` constant: left out, listed in ``Properties/constants``. The macro is inferred to skip
///    constants (its setter could not assign them), and a property wrapper cannot mark a `let`;
/// 3. of a type that is ``Animatable`` (nested ``AutoAnimatable`` types included): its
///    `animatableData` is included, listed in ``Properties/included``;
/// 4. of a type that is ``VectorArithmetic``: the value itself is included;
/// 5. anything else: ``AnimatableSynthesisError/unsupportedProperty(typeName:propertyName:propertyTypeName:)``.
///
/// Property observers (`didSet`, `willSet`) of animated properties do not run when synthesized
/// data is set: synthesis writes the stored properties directly.
public enum AnimatableSynthesis {
    /// Lists the stored properties of a type that synthesis includes and those it leaves out.
    ///
    /// The answer describes what ``AutoAnimatable`` synthesizes for the type, whether or not the
    /// type conforms or writes its own `animatableData`. Reflection runs on the first call for a
    /// type; later calls answer from a cache.
    ///
    ///     struct Counter: AutoAnimatable { var value: Double }
    ///     try AnimatableSynthesis.properties(of: Counter.self).included   // [value: Double]
    ///
    /// - Parameter type: The type to inspect.
    /// - Returns: The included, ignored and constant properties, each in declaration order.
    /// - Throws: ``AnimatableSynthesisError`` naming the first stored property, in declaration
    ///   order, that can neither animate nor is ignored; or the type if it is a class.
    /// - Complexity: O(1) after the first call for a type.
    public static func properties<Value>(of type: Value.Type) throws(AnimatableSynthesisError) -> Properties {
        try _SynthesisPlanCache.result(for: type).get().properties
    }

    /// Checks that a type's synthesized `animatableData` can be built, as the engine does when it
    /// creates an animatable node.
    ///
    /// Mirrors the moment SwiftUI's macro reports its diagnostic: before anything animates. A type
    /// that does not use synthesis (it is not ``AutoAnimatable``, or it writes its own
    /// `animatableData`) always passes.
    ///
    ///     struct Badge: AutoAnimatable { var scale: Double; var label: String }
    ///     try AnimatableSynthesis.validate(Badge.self)   // throws, naming 'label'
    ///
    /// - Parameter type: The type an animatable node will present.
    /// - Throws: The ``AnimatableSynthesisError`` that ``properties(of:)`` throws for the type.
    public static func validate<Value>(_ type: Value.Type) throws(AnimatableSynthesisError) {
        guard let auto = type as? any AutoAnimatable.Type, usesSynthesizedData(auto) else { return }
        _ = try properties(of: type)
    }

    /// Whether a type's `animatableData` is the synthesized one.
    private static func usesSynthesizedData<Value: AutoAnimatable>(_: Value.Type) -> Bool {
        Value.AnimatableData.self == SynthesizedAnimatableData.self
    }
}
