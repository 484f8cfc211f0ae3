/// The value of an animatable view whose `animatableData` is synthesized (an `AutoAnimatable` view,
/// SwiftUI's `@Animatable`), as its node holds it. Not API.
///
/// Every such view's node holds this one concrete type, the view boxed, so the animatable node and
/// its animator are compiled once, specialized, in this module. Held as `_ViewValue<Model>`, they
/// ran as generic code for each user's type, looking up the metadata of their generic types at
/// every call: most of an animating row's frame (`Benchmarks/README.md`). It compares, describes
/// itself and lists its components exactly as ``_ViewValue`` does.
struct _SynthesizedViewValue: Animatable, Equatable, CustomStringConvertible, CustomTraceComponents {
    /// The view.
    private(set) var view: Any
    private let witness: _SynthesizedViewWitness

    init(_ view: Any, _ witness: _SynthesizedViewWitness) {
        self.view = view
        self.witness = witness
    }

    var animatableData: SynthesizedAnimatableData {
        get { witness.data(view) }
        set { view = witness.setting(view, newValue) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.witness.equal(lhs.view, rhs.view) }

    var description: String { TraceValue(view).description }

    var traceComponents: [TraceComponent] { TraceValue.components(of: view, under: "") }
}

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

extension _SynthesizedViewValue: _ViewValueBox {
    /// The view.
    var _base: Any { view }
}
