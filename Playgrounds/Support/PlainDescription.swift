/// A value whose description names its stored properties without the underscore a property
/// wrapper puts before them: `Wave(level: 0.35, phase: 0)`, not `Wave(level: 0.35, _phase: 0)`.
///
/// Types with `@AnimatableIgnored` properties adopt it so that their traces read like the seed's
/// code, and so that `wave` and `wave-without-macro` print the same values.
protocol PlainDescription: CustomStringConvertible {}

extension PlainDescription {
    /// `TypeName(property: value, …)`, as Swift prints a struct, without wrapper underscores.
    var description: String {
        let fields = Mirror(reflecting: self).children.map { child in
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_"
            return "\(label): \(child.value)"
        }
        return "\(Self.self)(\(fields.joined(separator: ", ")))"
    }
}
