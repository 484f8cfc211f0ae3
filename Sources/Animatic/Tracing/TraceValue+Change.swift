extension TraceValue {
    /// A change from this value to `new`, field by field when both are structs (or arrays,
    /// optionals, tuples) of the same shape: `Card(offset: 0 → 3.9, scale: 1)`. Other values show
    /// whole: `0.5 → 0.833`.
    ///
    ///     TraceValue(Card(offset: 0, scale: 1))
    ///         .formattedChange(to: TraceValue(Card(offset: 3.9, scale: 1)))
    ///     // Card(offset: 0 → 3.9, scale: 1)
    ///     TraceValue(Card(offset: 0, scale: 1))
    ///         .formattedChange(to: TraceValue(Card(offset: 3.9, scale: 1)), showsUnchangedFields: false)
    ///     // Card(offset: 0 → 3.9, …)
    ///
    /// A field's change nests: a changed struct inside a struct shows its own changed fields.
    ///
    /// - Parameters:
    ///   - new: The value after the change.
    ///   - digits: Decimals shown for numbers, as in ``formatted(digits:)``.
    ///   - showsUnchangedFields: Whether the fields that did not change show with their value (the
    ///     default), or are left out with `…` in their place, as timelines show a change.
    /// - Returns: The change, numbers rounded.
    public func formattedChange(to new: TraceValue, digits: Int = 3, showsUnchangedFields: Bool = true) -> String {
        _ValueText.change(
            from: _ValueText(base), to: _ValueText(new.base), digits: digits, elidesUnchanged: !showsUnchangedFields)
            ?? TraceValue.distinctChange(from: self, to: new, digits: digits)
            ?? "\(formatted(digits: digits)) → \(new.formatted(digits: digits))"
    }
}
