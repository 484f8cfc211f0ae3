/// Whether a ``GraphTester`` requires every update of a step to be asserted.
///
/// Exhaustive testing (``on``, the default) proves that nothing else ran: a node that evaluated,
/// or started or stopped depending on time, or a completion handler that ran, and that the step's
/// assertions do not mention, fails the test. The nodes the graph made for scoped modifiers and
/// sequencers are not the test's and need no assertion. Switch it ``off`` to assert only what a test is about, as an integration test does;
/// ``off(showSkippedAssertions:)`` with `true` still lists what was not asserted, as known issues
/// under Swift Testing and as notes on standard output under XCTest, without failing.
///
///     tester.exhaustivity = .off(showSkippedAssertions: true)
public enum Exhaustivity: Hashable, Sendable {
    /// Every update of a step must be asserted.
    case on
    /// Only the updates a step asserts are checked.
    ///
    /// - Parameter showSkippedAssertions: Whether to list the updates that were not asserted, as
    ///   known issues (Swift Testing) or notes (XCTest) that do not fail the test.
    case off(showSkippedAssertions: Bool)

    /// Only the updates a step asserts are checked; the others pass silently.
    public static let off = Exhaustivity.off(showSkippedAssertions: false)
}
