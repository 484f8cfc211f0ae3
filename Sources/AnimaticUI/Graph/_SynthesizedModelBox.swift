/// The box of a view of type `Model`, whose `animatableData` is synthesized. Not API.
final class _SynthesizedModelBox<Model: Animatable>: _SynthesizedViewBox {
    /// The view.
    let model: Model

    required init(_ model: Model, comparator: _FieldComparator?) {
        self.model = model
        super.init(comparator: comparator)
    }

    override var view: Any { model }

    override var data: SynthesizedAnimatableData {
        unsafeBitCast(model.animatableData, to: SynthesizedAnimatableData.self)
    }

    override func setting(_ data: SynthesizedAnimatableData) -> _SynthesizedViewBox {
        var model = model
        model.animatableData = unsafeBitCast(data, to: Model.AnimatableData.self)
        // Made from this box's own type: no look-up of the generic class's metadata.
        return type(of: self).init(model, comparator: comparator)
    }

    override func isEqual(to other: _SynthesizedViewBox) -> Bool {
        let other = unsafeDowncast(other, to: _SynthesizedModelBox<Model>.self)
        let comparator = comparator ?? other.comparator ?? _StructuralEquality.comparator(of: model)
        self.comparator = comparator
        other.comparator = comparator
        return _StructuralEquality.areEqual(model, other.model, comparator)
    }
}
