/// Work handed to Dispatch or to a Foundation timer, which want `Sendable` closures: a view's code is
/// not `Sendable`, and runs where its caller said. Not API.
struct _UncheckedWork: @unchecked Sendable {
    let run: () -> Void
}
