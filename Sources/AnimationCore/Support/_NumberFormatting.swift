/// Formats a number for descriptions and traces: integers without a fractional part (`2`), other
/// values with at most six significant digits (`0.35`, `0.825`, `157.914`).
@inlinable internal func _formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = _DecimalText.significant(value, digits: 6)
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    return "\(rounded)"
}
