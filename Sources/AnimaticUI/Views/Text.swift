import Foundation

/// A line of text, as SwiftUI's `Text`: from a literal, an interpolation, a string, or a value with a
/// format.
///
/// Text makes no node of its own: the body that made it re-runs when what the text shows changes.
/// Formatted values use the `en_US` locale, so traces are the same on every machine.
public struct Text: _PrimitiveView, Equatable, CustomStringConvertible {
    /// The text shown.
    public let content: String

    /// Text showing a string as it is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text showing a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing a literal or an interpolation: `Text("\(Int(value))")`.
    public init(_ key: LocalizedStringKey) {
        content = key.value
    }

    /// Text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`:
    /// `Text(level, format: .percent.precision(.fractionLength(0)))` shows `35%`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.locale(Locale(identifier: "en_US")).format(input)
    }

    /// The value as code writes it.
    public var description: String { "Text(\"\(content)\")" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        _ViewOutputs(_RenderNode(.primitive(name: "Text", value: view.map { $0 })))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}

    /// Recorded only: AnimaticUI's text metrics give digits equal widths already.
    public func monospacedDigit() -> Text { self }
}

/// A string literal or interpolation for ``Text``, as SwiftUI's `LocalizedStringKey`; AnimaticUI
/// does not localize.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    let value: String

    /// Creates the value.
    public init(stringLiteral value: String) {
        self.value = value
    }

    /// Creates the value.
    public init(stringInterpolation: DefaultStringInterpolation) {
        value = String(stringInterpolation: stringInterpolation)
    }
}
