/// How an animated place of a fuzz tree scopes the transaction around its meter and offset.
enum FuzzScope: CaseIterable, CustomStringConvertible {
    /// No modifier: the edit's own transaction reaches them.
    case none
    /// `.animation(.linear(duration: 0.5), value: offset)`.
    case animationValue
    /// `.animation(.easeIn(duration: 0.3))`, the value-less form: every change below.
    case animationAll
    /// `.transaction { $0.disablesAnimations = true }`: nothing below animates.
    case disablesAnimations

    var description: String {
        switch self {
        case .none: "offset"
        case .animationValue: "animation(value:) offset"
        case .animationAll: "animation offset"
        case .disablesAnimations: "transaction offset"
        }
    }
}
