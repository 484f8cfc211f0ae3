import Foundation

/// How a lazy grid lays out: `LazyVGrid` (columns across, lines of cells growing down) or `LazyHGrid`
/// (rows across, lines growing to the trailing edge). Not API.
///
/// The grid items make tracks across the length proposed (see ``_GridTracks``). Cells fill the
/// tracks in order, a line at a time; each cell is proposed its track's length across and nothing
/// along, and a line is as long as its longest cell; lines are `spacing` apart (8 points by
/// default). A cell sits in its track and line by its item's alignment (centred by default). The
/// grid is as large as its tracks and lines; placed in a larger frame, the tracks sit by
/// `alignment`.
struct _GridLayout: Layout {
    /// The axis the lines follow one another along: vertical for `LazyVGrid`.
    var axis: Axis
    var items: [GridItem]
    /// Where the tracks sit across a larger frame, as a fraction.
    var alignment: CGFloat
    var spacing: CGFloat?

    private var lineSpacing: CGFloat { spacing ?? _LeafSizing.defaultSpacing }

    private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func major(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (
        tracks: _GridTracks, lines: [CGFloat], sizes: [CGSize]
    ) {
        let tracks = _GridTracks(items, length: proposal[axis == .vertical ? .horizontal : .vertical])
        guard !tracks.tracks.isEmpty else { return (tracks, [], []) }
        var lines: [CGFloat] = []
        var sizes: [CGSize] = []
        for (index, subview) in subviews.enumerated() {
            let track = tracks.tracks[index % tracks.tracks.count]
            let size = subview.sizeThatFits(ProposedViewSize(major: nil, cross: track.length, axis: axis))
            sizes.append(size)
            if index % tracks.tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], major(size))
        }
        return (tracks, lines, sizes)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (tracks, lines, _) = measure(proposal, subviews)
        let along = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        return axis == .vertical
            ? CGSize(width: tracks.totalLength, height: along) : CGSize(width: along, height: tracks.totalLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (tracks, lines, sizes) = measure(proposal, subviews)
        guard !tracks.tracks.isEmpty else { return }
        var starts: [CGFloat] = []
        var position = (cross(bounds.size) - tracks.totalLength) * alignment
        for track in tracks.tracks {
            starts.append(position)
            position += track.length + track.spacing
        }
        var line = 0
        var along: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let column = index % tracks.tracks.count
            if column == 0 && index > 0 {
                along += lines[line] + lineSpacing
                line += 1
            }
            let track = tracks.tracks[column]
            let cellAlignment = items[track.item].alignment ?? .center
            let fractionAcross = axis == .vertical ? cellAlignment.horizontal.fraction : cellAlignment.vertical.fraction
            let fractionAlong = axis == .vertical ? cellAlignment.vertical.fraction : cellAlignment.horizontal.fraction
            let acrossPoint = starts[column] + (track.length - cross(sizes[index])) * fractionAcross
            let alongPoint = along + (lines[line] - major(sizes[index])) * fractionAlong
            let origin =
                axis == .vertical
                ? CGPoint(x: bounds.minX + acrossPoint, y: bounds.minY + alongPoint)
                : CGPoint(x: bounds.minX + alongPoint, y: bounds.minY + acrossPoint)
            subview.place(
                at: origin, anchor: .topLeading,
                proposal: ProposedViewSize(major: nil, cross: track.length, axis: axis))
        }
    }
}
