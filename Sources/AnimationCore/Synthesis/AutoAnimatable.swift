/// An ``Animatable`` type whose `animatableData` is synthesized from its stored properties.
///
/// The run-time stand-in for SwiftUI's `@Animatable` macro, which needs swift-syntax. A conforming
/// type gets an `animatableData` of type ``SynthesizedAnimatableData`` made of every stored
/// property whose type is ``VectorArithmetic`` or ``Animatable`` (nested ``Animatable`` and
/// ``AutoAnimatable`` types included), in declaration order. Mark a property
/// ``AnimatableIgnored`` to leave it out; computed properties and `let` constants are skipped;
/// any other stored property is an ``AnimatableSynthesisError`` (see ``AnimatableSynthesis`` for
/// the rules).
///
///     // SwiftUI                              // Animatic
///     @Animatable                             struct Wave: AutoAnimatable {
///     struct Wave: Shape {                        var level: CGFloat
///         var level: CGFloat                      var amplitude: CGFloat
///         var amplitude: CGFloat                  @AnimatableIgnored var phase: CGFloat
///         @AnimatableIgnored var phase: CGFloat   @AnimatableIgnored var crests = 2
///         @AnimatableIgnored var crests = 2   }
///     }
///
/// As with the macro, a type that writes its own `animatableData` keeps it: the type's own
/// property is a better witness than this protocol's default, whatever its data type.
///
/// ## Cost
///
/// Reflection runs once per type, on the first use of its data, and the result is cached. Each
/// read or write of `animatableData` then looks the type's plan up, without a lock, and copies the
/// components: `Double`, `CGFloat` and `Float` properties by byte offset, other properties through
/// their own `animatableData`. Up to three components allocate nothing. A type whose data is one to
/// three `Double` (or `CGFloat`) properties, the common case, is read and written with plain loads
/// and stores inlined where its `animatableData` is used.
///
/// A type with a property that cannot animate traps with the error's message the first time its
/// data is read or written; call ``AnimatableSynthesis/validate(_:)`` to learn it earlier (the
/// engine does when it creates an animatable node).
public protocol AutoAnimatable: Animatable {}

extension AutoAnimatable where AnimatableData == SynthesizedAnimatableData {
    /// The synthesized data: the components of the animated stored properties, in declaration
    /// order.
    ///
    /// Mirrors the `animatableData` that SwiftUI's `@Animatable` macro writes. The getter reads the
    /// included properties; the setter writes them and leaves every other property (those marked
    /// ``AnimatableIgnored``, constants) as it was. Setting data with fewer components, such as
    /// ``SynthesizedAnimatableData/zero``, sets the missing ones to 0.
    ///
    /// - Precondition: Every stored property of the type can animate or is ignored.
    /// - Complexity: O(n) in the number of components.
    @inlinable
    public var animatableData: SynthesizedAnimatableData {
        @inline(__always) get {
            // The common case, inlined into the caller: the type's plan is built and its data is one
            // to three Double properties, loaded straight from their offsets.
            let layout = _synthesisDirectLayout(of: ObjectIdentifier(Self.self))
            return withUnsafePointer(to: self) {
                layout.count > 0
                    ? layout.read(from: UnsafeRawPointer($0))
                    : _synthesizedAnimatableData(of: Self.self, at: UnsafeRawPointer($0))
            }
        }
        @inline(__always) set {
            let layout = _synthesisDirectLayout(of: ObjectIdentifier(Self.self))
            if layout.canWrite(newValue) {
                withUnsafeMutablePointer(to: &self) { layout.write(newValue, to: UnsafeMutableRawPointer($0)) }
            } else {
                withUnsafeMutablePointer(to: &self) {
                    _setSynthesizedAnimatableData(newValue, of: Self.self, at: UnsafeMutableRawPointer($0))
                }
            }
        }
    }
}

/// The direct layout of a type's synthesized data, or the general one (count 0) when the type's
/// plan takes the general path or is not built yet.
///
/// Declared free of effects so that the optimizer asks once where a caller both reads and writes a
/// value's data. That is sound even though the answer can change, once, from the general layout to
/// the direct one when the type's plan is published: both answers move the data correctly, the
/// general one only more slowly.
@usableFromInline @_effects(readnone)
internal func _synthesisDirectLayout(of type: ObjectIdentifier) -> _SynthesisDirectLayout {
    _SynthesisPlanCache.directLayout(forKey: Int(bitPattern: type))
}

/// Reads the synthesized data of the value of type `Root` at `base`.
@usableFromInline
internal func _synthesizedAnimatableData<Root>(of type: Root.Type, at base: UnsafeRawPointer)
    -> SynthesizedAnimatableData
{
    _SynthesisPlanCache.withPlan(for: type) { $0.read(from: base) }
}

/// Writes synthesized data into the value of type `Root` at `base`.
@usableFromInline
internal func _setSynthesizedAnimatableData<Root>(
    _ data: SynthesizedAnimatableData, of type: Root.Type, at base: UnsafeMutableRawPointer
) {
    _SynthesisPlanCache.withPlan(for: type) { $0.write(data, to: base) }
}
