/// An action a view asked to run between updates: an appear or change action found in a pass, or
/// a disappear action of a place that went. Not API.
struct _ViewAction {
    /// When the action runs among those of the same update.
    enum Kind {
        /// `onAppear`, and `onChange(initial: true)`'s first call: deepest view first, and on one
        /// view in the order written.
        case appear
        /// `onChange`: after the appear actions, in the order found.
        case change
        /// `onDisappear`: last, in the order the places went.
        case disappear
    }

    let kind: Kind
    /// The piece of the screen whose depth orders appear actions; `nil` for the others.
    let render: _RenderNode?
    /// The order in which the actions were asked for.
    let sequence: Int
    /// What to run.
    let run: () -> Void
}
