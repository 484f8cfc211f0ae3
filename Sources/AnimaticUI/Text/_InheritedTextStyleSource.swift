/// What the texts under one environment take from it (``_InheritedTextStyle``), worked out once per
/// change of the environment's node rather than at every text's run, and made once for all the
/// texts under that environment: the rows of a `ForEach` share one. Each text that reads it still
/// depends on the environment's node. Not API.
final class _InheritedTextStyleSource {
    private let environment: _GraphValue<EnvironmentValues>
    private var made: _GraphValue<_InheritedTextStyle>?

    init(_ environment: _GraphValue<EnvironmentValues>) {
        self.environment = environment
    }

    /// The style, as a value read from the environment's node.
    var style: _GraphValue<_InheritedTextStyle> {
        if let made { return made }
        // Two keys looked up and cast from `Any`, once per change of the environment.
        let style = environment.map {
            _InheritedTextStyle(font: $0.font, foregroundStyle: $0._foregroundStyle, weight: $0._fontWeight)
        }
        .memoized()
        made = style
        return style
    }
}
