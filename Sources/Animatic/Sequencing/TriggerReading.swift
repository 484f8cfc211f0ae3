/// What a sequencer's driver read of its trigger: the epoch at which the trigger's value last
/// changed, and whether that value differs from the one it had when the animator was created.
///
/// The epoch tells a change apart from no change after the animator appeared; the comparison with
/// the baseline decides the appearance itself, so that a change written before the first frame
/// plays, and one written back to the baseline before it does not.
package struct TriggerReading: Equatable, Sendable {
    /// The trigger rule's change epoch.
    package var epoch: UInt32
    /// Whether the trigger's value differs from its value when the animator was created.
    package var differsFromBaseline: Bool

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - epoch: The trigger rule's change epoch.
    ///   - differsFromBaseline: Whether its value differs from the baseline.
    package init(epoch: UInt32, differsFromBaseline: Bool) {
        self.epoch = epoch
        self.differsFromBaseline = differsFromBaseline
    }
}
