import Foundation
import GraphCore

/// The groups of `matchedGeometryEffect`: for each namespace and identifier, the views that share a
/// frame, newest first. One per host, as SwiftUI keeps one per hosting root. Not API.
final class _MatchedGeometryGroups {
    /// A group's key: a namespace and an identifier in it.
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    /// A view in a group.
    final class Member {
        /// The piece the effect is on; `nil` once it has gone.
        weak var render: _RenderNode?
        /// Whether the view was made as its group's source.
        let isSource: Bool
        /// `false` while an inserted source still shows the frame of the source it replaced, in the
        /// frame of a hero move; set in a continuation of the move's transaction, so that the shared
        /// frame animates from there.
        let settled: StateNode<Bool>
        /// Where the shared frame starts in a hero move: the replaced source's frame.
        let heroStart: CGRect?
        /// The member's shared-frame node.
        var node: Node<CGRect>?

        init(isSource: Bool, settled: StateNode<Bool>, heroStart: CGRect?) {
            self.isSource = isSource
            self.settled = settled
            self.heroStart = heroStart
        }

        /// The frame the member offers as a source: the start of a hero move until it settles, else
        /// where layout put it. Reading it from a node's rule makes that node depend on both.
        var sourceFrame: CGRect? {
            if !settled.value, let heroStart { return heroStart }
            return render.flatMap(_PresentedFrame.laidOutFrame(of:))
        }
    }

    private var groups: [Key: [Member]] = [:]

    /// Adds `member` at the front of its group: a newly inserted source wins over the ones before it.
    func register(_ member: Member, in key: Key) {
        groups[key, default: []].removeAll { $0.render == nil }
        groups[key, default: []].insert(member, at: 0)
    }

    /// The group's source: its first member that is a source and is not being removed.
    func source(of key: Key) -> Member? {
        groups[key]?.first { member in
            guard member.isSource, let render = member.render else { return false }
            return !render.isRemoving
        }
    }
}
