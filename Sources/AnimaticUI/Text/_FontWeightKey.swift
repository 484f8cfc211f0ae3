/// The key of the weight `bold()` and `fontWeight(_:)` on a view set: none, each font's own. Not
/// API.
struct _FontWeightKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}
