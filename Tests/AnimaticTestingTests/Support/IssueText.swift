import Testing

extension Issue {
    /// The issue's comments, joined: the failure message a helper recorded.
    var text: String { comments.map(\.rawValue).joined(separator: "\n") }
}
