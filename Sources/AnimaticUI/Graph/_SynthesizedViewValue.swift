/// The value of an animatable view whose `animatableData` is synthesized (an `AutoAnimatable` view,
/// SwiftUI's `@Animatable`), as its node holds it. Not API.
///
/// Every such view's node holds this one concrete type, so the animatable node and its animator are
/// compiled once, specialized, in this module. Held as `_ViewValue<Model>`, they ran as generic code
/// for each user's type, looking up the metadata of their generic types at every call: most of an
/// animating row's frame (`Benchmarks/README.md`). The view is in a box of its type
/// (``_SynthesizedModelBox``), which reads and sets its data and compares it with no cast. It
/// compares, describes itself and lists its components exactly as ``_ViewValue`` does.
struct _SynthesizedViewValue: Animatable, Equatable, CustomStringConvertible, CustomTraceComponents {
    /// The view, boxed.
    private(set) var box: _SynthesizedViewBox

    init<Model: Animatable>(_ model: Model) {
        box = _SynthesizedModelBox(model, comparator: nil)
    }

    /// The view.
    var view: Any { box.view }

    var animatableData: SynthesizedAnimatableData {
        get { box.data }
        set { box = box.setting(newValue) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box) }

    var description: String { TraceValue(view).description }

    var traceComponents: [TraceComponent] { TraceValue.components(of: view, under: "") }
}

extension _SynthesizedViewValue: _ViewValueBox {
    /// The view.
    var _base: Any { view }
}
