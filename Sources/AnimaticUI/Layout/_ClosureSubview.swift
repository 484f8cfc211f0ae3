import Foundation

/// A subview made from a closure that sizes it and one that places it (its only index is 0). Not
/// API.
final class _ClosureSubview: _LayoutSubviewSource {
    private let priority: Double
    private let isSpacer: Bool
    private let measure: (ProposedViewSize) -> CGSize
    private let commit: (CGRect, ProposedViewSize) -> Void

    init(
        priority: Double, isSpacer: Bool, measure: @escaping (ProposedViewSize) -> CGSize,
        commit: @escaping (CGRect, ProposedViewSize) -> Void
    ) {
        self.priority = priority
        self.isSpacer = isSpacer
        self.measure = measure
        self.commit = commit
    }

    func priority(at index: Int) -> Double { priority }

    func isSpacer(at index: Int) -> Bool { isSpacer }

    func sizeThatFits(at index: Int, _ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    func place(at index: Int, in frame: CGRect, proposal: ProposedViewSize) { commit(frame, proposal) }
}
