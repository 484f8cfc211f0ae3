import Animatic

extension _InspectorData {
    /// The words the page's lines are worded with: the timeline's own, with slots in place of the
    /// values and of the nodes' names (see ``Line``), so that the lines of one kind of event are
    /// one string of the page whatever the node. An evaluation's change worded field by field is
    /// kept aside for the event's change field, and its line has the ``Line/change`` slot; any other
    /// event's such change, rarer, stays in its line.
    final class Wording {
        /// The width of the timeline's column of names, padding included.
        let column: Int
        /// The timeline's words, for the changes worded field by field.
        private let text = _TimelineWords.text(digits: 3)
        /// Whether the event in hand keeps a change worded field by field in a field of its own.
        private var slotsChange = false
        /// The change the event in hand's line has a slot for.
        private(set) var change: String?

        /// Prepares the words of a timeline whose column of names, padding included, is `column`
        /// wide.
        init(column: Int) { self.column = column }

        /// Starts wording an event.
        ///
        /// - Parameter slotsChange: Whether a change worded field by field goes into a field of the
        ///   event's own (an evaluation's) rather than into its line.
        func begin(slotsChange: Bool) {
            self.slotsChange = slotsChange
            change = nil
        }

        /// The words, which report to this object.
        var words: _TimelineWords {
            _TimelineWords(
                value: { _, slot in slot == .old ? Line.old : Line.new },
                fieldwiseChange: { [self] old, new in
                    guard let text = text.fieldwiseChange(old, new) else { return nil }
                    guard slotsChange else { return text }
                    change = text
                    return Line.change
                },
                paddedName: { [column] node, width in width == column ? Line.name : Trace._pad(node.name, width) },
                sourceName: { _ in Line.source })
        }
    }
}
