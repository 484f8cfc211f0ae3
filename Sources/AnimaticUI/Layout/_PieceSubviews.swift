import Foundation

/// The pieces of a container's region as the subviews of its layout, for one layout evaluation:
/// one object answers for them all, by index (a stack of ten thousand rows makes no object per
/// row). Not API.
///
/// How each piece takes part is worked out when the subviews are made, in the order of the tree,
/// as are the values that decide it (a `Spacer`'s minimum length), so that the evaluation's reads
/// keep the same order every time it runs. Sizes come from the evaluation's ``_ViewLayout/_SizeCache``;
/// placing a piece records its frame in the evaluation's recorder, when there is one.
final class _PieceSubviews: _LayoutSubviewSource {
    private let pieces: [_RenderNode]
    @exclusivity(unchecked) private var roles: [Role] = []
    private let orientation: Axis?
    private let recorder: _ViewLayout._Recorder?
    private let sizes: _ViewLayout._SizeCache

    /// How a piece takes part in layout: plain values, so that the roles of ten thousand rows cost
    /// no reference counting.
    private enum Role {
        /// It has a layout node: measured here, placed inside by its own node.
        case container
        /// A `Spacer`.
        case spacer(minLength: CGFloat?)
        /// A text: sized by its string and font.
        case text
        /// An image: sized by the image its node resolved.
        case image
        /// A shape or a colour: it takes what is proposed, whatever its value (an animated shape
        /// runs no layout).
        case shape
        /// A view's body, a button, an effect: as large as what is inside, which it centres. What
        /// is inside is made into subviews only when measured or placed: a size kept from an
        /// earlier measuring answers without them.
        case passThrough
    }

    init(
        _ pieces: [_RenderNode], orientation: Axis?, recorder: _ViewLayout._Recorder?,
        _ sizes: _ViewLayout._SizeCache
    ) {
        self.pieces = pieces
        self.orientation = orientation
        self.recorder = recorder
        self.sizes = sizes
        roles.reserveCapacity(pieces.count)
        for piece in pieces { roles.append(role(of: piece)) }
    }

    /// The subviews, in the order of the pieces.
    var subviews: LayoutSubviews { LayoutSubviews(self, count: pieces.count) }

    private func role(of piece: _RenderNode) -> Role {
        if piece.layoutNode != nil { return .container }
        guard case .primitive(let name, let value) = piece.kind else { return .passThrough }
        switch name {
        case "Spacer": return .spacer(minLength: (sizes.value(of: piece, value) as? Spacer)?.minLength)
        case "Text": return .text
        case "Image": return .image
        case "Button": return .passThrough
        default: return piece.children.isEmpty ? .shape : .passThrough
        }
    }

    /// The value of a primitive piece (a text's, an image's).
    private static func value(of piece: _RenderNode) -> _GraphValue<Any>? {
        guard case .primitive(_, let value) = piece.kind else { return nil }
        return value
    }

    /// The pieces inside a piece that passes layout through, as subviews placed into `recorder`.
    private func inner(_ piece: _RenderNode, recorder: _ViewLayout._Recorder?) -> LayoutSubviews {
        _PieceSubviews(piece.flattenedChildren, orientation: orientation, recorder: recorder, sizes).subviews
    }

    func priority(at index: Int) -> Double {
        if case .spacer = roles[index] { return -.infinity }
        return 0
    }

    func isSpacer(at index: Int) -> Bool {
        if case .spacer = roles[index] { return true }
        return false
    }

    func sizeThatFits(at index: Int, _ proposal: ProposedViewSize) -> CGSize {
        size(of: pieces[index], roles[index], proposal)
    }

    func place(at index: Int, in frame: CGRect, proposal: ProposedViewSize) {
        place(pieces[index], roles[index], in: frame, proposal: proposal)
    }

    /// The size of `piece`, whose role is `role`, for `proposal`.
    private func size(of piece: _RenderNode, _ role: Role, _ proposal: ProposedViewSize) -> CGSize {
        let sizes = self.sizes
        switch role {
        case .container:
            return sizes.containerSize(of: piece, proposal) {
                let inner = _ViewLayout.layout(of: piece, sizes)
                return _ViewLayout.sizeThatFits(
                    inner, proposal, _ViewLayout.subviews(of: piece, layout: inner, recorder: nil, sizes))
            }
        case .spacer(let minLength):
            return _LeafSizing.spacer(minLength: minLength, orientation: orientation, proposal: proposal)
        case .text:
            return sizes.textSize(of: piece, Self.value(of: piece), proposal)
        case .image:
            return sizes.size(of: piece, proposal) {
                // The image as its node resolved it: a symbol is sized by the font in force, an
                // asset is a 100-point placeholder, and either takes the proposal once resizable.
                guard let value = Self.value(of: piece), let resolved = sizes.value(of: piece, value) as? _ResolvedImage
                else {
                    return _LeafSizing.symbolImage(font: _ViewLayout.font(of: nil))
                }
                return _LeafSizing.image(resolved.image, font: resolved.font, proposal: proposal)
            }
        case .shape:
            return sizes.size(of: piece, proposal) { _LeafSizing.shape(proposal) }
        case .passThrough:
            // As large as what is inside. A single piece inside (a view's body, an effect's content)
            // is measured as it is, and keeps its sizes itself: the pieces that pass through to it,
            // however many levels of them, keep none of their own, and are walked down in a loop.
            var outer = piece
            while let only = outer.onlyFlattenedChild {
                let role = self.role(of: only)
                guard case .passThrough = role else {
                    let size = size(of: only, role, proposal)
                    return CGSize(width: max(0, size.width), height: max(0, size.height))
                }
                outer = only
            }
            // Nothing inside (a body not built yet): no size, and nothing read.
            guard outer.hasFlattenedChildren else { return .zero }
            // Several pieces inside: their union, kept on the piece that holds them.
            return sizes.size(of: outer, proposal) { inner(outer, recorder: nil).unionSize(proposal) }
        }
    }

    /// Records where `piece`, whose role is `role`, is placed, and places what is inside a piece that
    /// passes layout through, centred in it.
    private func place(_ piece: _RenderNode, _ role: Role, in frame: CGRect, proposal: ProposedViewSize) {
        guard let recorder else { return }
        recorder.placed[ObjectIdentifier(piece)] = _LayoutPlacements.Placed(frame: frame, proposal: proposal)
        guard case .passThrough = role else { return }
        guard let only = piece.onlyFlattenedChild else {
            return inner(piece, recorder: recorder).placeAligned(in: frame, alignment: .center, proposal: proposal)
        }
        let onlyRole = self.role(of: only)
        let size = size(of: only, onlyRole, proposal)
        place(
            only, onlyRole, in: CGRect(origin: Alignment.center.origin(placing: size, in: frame), size: size),
            proposal: proposal)
    }
}
