/// A rule's closure in an object of its own, for the bare loop that calls it borrowed: a call
/// through `Unmanaged._withUnsafeGuaranteedRef` counts no reference, as Animatic's calls do not.
final class BorrowedClosure {
    let body: () -> Int

    init(_ body: @escaping () -> Int) { self.body = body }
}
