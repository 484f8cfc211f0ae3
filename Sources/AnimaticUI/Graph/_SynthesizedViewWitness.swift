/// What ``_SynthesizedViewValue`` does with the view it boxes, made once per view type. Not API.
///
/// Immutable once made, and its closures capture only the view's type: sharing it is safe, which
/// the compiler cannot see through the metatype, hence the unchecked `Sendable`.
final class _SynthesizedViewWitness: @unchecked Sendable {
    let data: (Any) -> SynthesizedAnimatableData
    let setting: (Any, SynthesizedAnimatableData) -> Any
    let equal: (Any, Any) -> Bool

    /// The witness of `Model`, whose `AnimatableData` is `SynthesizedAnimatableData`.
    init<Model: Animatable>(_: Model.Type) {
        precondition(Model.AnimatableData.self == SynthesizedAnimatableData.self)
        data = { unsafeBitCast(($0 as! Model).animatableData, to: SynthesizedAnimatableData.self) }
        setting = { view, data in
            var model = view as! Model
            model.animatableData = unsafeBitCast(data, to: Model.AnimatableData.self)
            return model
        }
        equal = { _StructuralEquality.areEqual(typed: $0 as! Model, $1 as! Model) }
    }
}
