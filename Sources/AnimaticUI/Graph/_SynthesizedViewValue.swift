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

extension _SynthesizedViewValue: _ViewValueBox {
    /// The view.
    var _base: Any { view }
}
