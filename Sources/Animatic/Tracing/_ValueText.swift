/// A value's description as a tree, so that two values can be compared field by field.
///
/// A struct that does not describe itself (no `CustomStringConvertible`,
/// `CustomDebugStringConvertible` or `TextOutputStreamable`) is shown as Swift shows it,
/// `Card(offset: 0.0, scale: 1.0)`, with two differences that make it readable in a timeline: a
/// property wrapper's storage shows under its property's name and as its wrapped value
/// (`label: "Tap"`, not `_label: AnimatableIgnored<String>(wrappedValue: "Tap")`), and nested
/// types are not qualified with their module. Arrays, optionals and tuples show their elements
/// the same way; anything else is its own description.
enum _ValueText {
    /// A value that is its own description: a number, a string (quoted), a type that describes
    /// itself.
    case leaf(String)
    /// A struct, an array, an optional's payload or a tuple: its parts, each with its label.
    indirect case composite(Composite)

    /// The parts of a composite value.
    struct Composite {
        enum Kind: Equatable {
            /// `Card(offset: 0.0)`: the type's name.
            case structure(String)
            /// `[1.0, 2.0]`.
            case collection
            /// `Optional(3.0)`.
            case optional
            /// `(x: 1.0, y: 2.0)`.
            case tuple
        }

        let kind: Kind
        let parts: [(label: String?, value: _ValueText)]
    }

    /// How deep the tree goes before a value is shown as its own description.
    private static let maximumDepth = 8

    /// The tree of `value`.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - depth: How deep inside another value `value` is: 0 for a node's value itself. A string
    ///     inside another value is written as a Swift literal, with its escapes.
    init(_ value: Any, depth: Int = 0) {
        if let string = value as? String {
            self = .leaf(depth == 0 ? "\"\(string)\"" : String(reflecting: string))
            return
        }
        // Numbers, the commonest values, describe themselves: no mirror needed.
        if value is Double || value is Int || value is Bool || depth >= _ValueText.maximumDepth {
            self = .leaf(String(describing: value))
            return
        }
        let mirror = Mirror(reflecting: value)
        func parts(unwrappingWrappers: Bool) -> [(label: String?, value: _ValueText)] {
            mirror.children.map { child in
                if unwrappingWrappers, let label = child.label, label.hasPrefix("_"),
                    let wrapped = Mirror(reflecting: child.value).children.first(where: { $0.label == "wrappedValue" })
                {
                    return (String(label.dropFirst()), _ValueText(wrapped.value, depth: depth + 1))
                }
                return (child.label, _ValueText(child.value, depth: depth + 1))
            }
        }
        switch mirror.displayStyle {
        case .struct
        where !(value is any CustomStringConvertible) && !(value is any CustomDebugStringConvertible)
            && !(value is any TextOutputStreamable):
            let name = String(describing: type(of: value))
            self = .composite(Composite(kind: .structure(name), parts: parts(unwrappingWrappers: true)))
        case .collection where value is any _ArrayValue:
            self = .composite(Composite(kind: .collection, parts: parts(unwrappingWrappers: false)))
        case .optional:
            if mirror.children.isEmpty {
                self = .leaf("nil")
            } else {
                let payload = parts(unwrappingWrappers: false).map { (label: String?.none, value: $0.value) }
                self = .composite(Composite(kind: .optional, parts: payload))
            }
        case .tuple:
            let parts = parts(unwrappingWrappers: false).map { part in
                // Unlabelled elements are reflected as `.0`, `.1`, …
                (label: part.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: part.value)
            }
            self = .composite(Composite(kind: .tuple, parts: parts))
        case .dictionary, .set:
            // A hashed collection's order changes from instance to instance and from process to
            // process (its hash seed does), and a trace reads the same in every run: its entries
            // are sorted by their text.
            let entries = mirror.children.map { child -> String in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard mirror.displayStyle == .dictionary, pair.count == 2 else {
                    return _ValueText(child.value, depth: depth + 1).text
                }
                return _ValueText(pair[0], depth: depth + 1).text + ": " + _ValueText(pair[1], depth: depth + 1).text
            }.sorted()
            let empty = mirror.displayStyle == .dictionary ? "[:]" : "[]"
            self = .leaf(entries.isEmpty ? empty : "[" + entries.joined(separator: ", ") + "]")
        default:
            self = .leaf(String(describing: value))
        }
    }

    /// The description, such as `Card(offset: 0.0, label: "Tap")`.
    var text: String {
        switch self {
        case .leaf(let text):
            text
        case .composite(let composite):
            composite.enclose(composite.parts.map { composite.field($0.label, $0.value.text) })
        }
    }

    /// `old → new`, field by field where both are composites of the same shape:
    /// `Card(offset: 0 → 3.9, scale: 1)`, or with `elidesUnchanged` `Card(offset: 0 → 3.9, …)`.
    ///
    /// Eliding, a field that changed by less than the decimals show is left out too, so that no
    /// `0.747 → 0.747` hides the fields that moved; if every field changed that little, those that
    /// moved by more than 1e-9 show, with the decimals that tell their values apart, and if none
    /// did, they all show, worded as changed by less than that.
    ///
    /// - Parameters:
    ///   - digits: Decimals for numbers.
    ///   - elidesUnchanged: Whether to leave out the fields that did not change, with `…` in their
    ///     place.
    /// - Returns: The change; `nil` when the two values cannot be compared field by field (the
    ///   caller shows both whole).
    static func change(from old: _ValueText, to new: _ValueText, digits: Int, elidesUnchanged: Bool) -> String? {
        guard case .composite(let before) = old, case .composite(let after) = new, before.kind == after.kind,
            before.parts.count == after.parts.count,
            zip(before.parts, after.parts).allSatisfy({ $0.label == $1.label })
        else { return nil }
        func rounded(_ text: String) -> String { TraceValue.roundingNumbers(in: text, digits: digits) }
        /// The fields, those that read the same at `comparedDigits` decimals (`nil`: in full) left
        /// out when eliding.
        func fields(comparingAt comparedDigits: Int?) -> (fields: [String], elided: Bool) {
            var fields: [String] = []
            var elided = false
            for (part, newPart) in zip(before.parts, after.parts) {
                let oldText = part.value.text
                let newText = newPart.value.text
                let same =
                    comparedDigits.map {
                        TraceValue.roundingNumbers(in: oldText, digits: $0)
                            == TraceValue.roundingNumbers(in: newText, digits: $0)
                    } ?? (oldText == newText)
                if same {
                    if elidesUnchanged {
                        elided = true
                    } else {
                        fields.append(before.field(part.label, rounded(newText)))
                    }
                    continue
                }
                let change =
                    Self.change(from: part.value, to: newPart.value, digits: digits, elidesUnchanged: elidesUnchanged)
                    ?? TraceValue.distinguished(oldText, newText, digits: digits, isNumber: Double(oldText) != nil)
                    ?? rounded(oldText) + " → " + rounded(newText)
                fields.append(before.field(part.label, change))
            }
            return (fields, elided)
        }
        // Eliding, a field whose change the decimals do not show is left out, then one that moved by
        // less than the most decimals a change is shown with, while another field shows a change.
        var result = fields(comparingAt: elidesUnchanged ? digits : nil)
        if result.fields.isEmpty && elidesUnchanged {
            result = fields(comparingAt: max(digits, TraceValue.maximumDistinguishingDigits))
        }
        if result.fields.isEmpty { result = fields(comparingAt: nil) }
        guard !result.fields.isEmpty else { return nil }
        if result.elided { result.fields.append("…") }
        return before.enclose(result.fields)
    }
}

extension _ValueText.Composite {
    /// `label: text`, or `text` alone without a label.
    func field(_ label: String?, _ text: String) -> String {
        label.map { "\($0): \(text)" } ?? text
    }

    /// The fields inside the kind's brackets.
    func enclose(_ fields: [String]) -> String {
        let list = fields.joined(separator: ", ")
        switch kind {
        case .structure(let name): return "\(name)(\(list))"
        case .collection: return "[\(list)]"
        case .optional: return "Optional(\(list))"
        case .tuple: return "(\(list))"
        }
    }
}
