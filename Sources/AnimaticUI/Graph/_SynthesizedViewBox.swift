/// A synthesized view's value, held by ``_SynthesizedViewValue``: the view, with what the animatable
/// node does with it, for each view type a subclass (``_SynthesizedModelBox``). Not API.
///
/// A box never changes its view: a new animatable data makes a new box. Its methods reach the view
/// as its own type, with no cast from `Any`, and an equal box is the same box, so most comparisons
/// stop at identity.
class _SynthesizedViewBox {
    /// How views of this type compare, once a comparison asked for it: handed on to the boxes made
    /// from this one. Comparators are made once per type and never freed.
    unowned(unsafe) var comparator: _FieldComparator?

    init(comparator: _FieldComparator?) {
        self.comparator = comparator
    }

    /// The view.
    var view: Any { fatalError("abstract") }

    /// The view's animatable data.
    var data: SynthesizedAnimatableData { fatalError("abstract") }

    /// A box of the view with `data` as its animatable data.
    func setting(_ data: SynthesizedAnimatableData) -> _SynthesizedViewBox { fatalError("abstract") }

    /// Whether the view equals `other`'s, field by field (``_StructuralEquality``); `other` holds a
    /// view of the same type.
    func isEqual(to other: _SynthesizedViewBox) -> Bool { fatalError("abstract") }
}
