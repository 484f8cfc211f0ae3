/// Where ``_LayoutNode/place(proposal:at:)`` collects placements as subviews are placed.
final class _PlacementLog {
    /// The placements so far, in the order they were made.
    var placements: [_LayoutNode.Placement] = []
}
