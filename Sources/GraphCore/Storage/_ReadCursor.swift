/// Where the reads of the running rule are being recorded: saved whole when a nested evaluation or
/// `withoutDependencies` takes over, and restored whole when it returns.
///
/// `expected` is 0 whenever no rule's reads are recorded, so the inlined read tests one field to
/// know both that a rule is recording and where it read last time.
@usableFromInline
struct _ReadCursor: Sendable {
    /// The rule whose reads are recorded; `_GraphStorage.none` when none is.
    @usableFromInline var rule: UInt32
    /// The edge the rule's next read confirms if it reads what it read next last time; 0 at the end
    /// of the rule's previous source list, or when no reads are recorded.
    @usableFromInline var expected: UInt32
    /// The last edge this evaluation confirmed or added; 0 before its first read.
    @usableFromInline var previous: UInt32
    /// The first of the previous evaluation's edges not read yet, once the evaluation has taken
    /// two serials (see `serial`): they are then cut off the list, chained from here, and each
    /// read of one moves its edge back; 0 otherwise. `expected` is 0 from then on.
    @usableFromInline var ahead: UInt32
    /// The read-mark serial of this evaluation, taken at its first read off the cursor; 0 before.
    ///
    /// Odd when the read marks tell this evaluation's reads apart on their own. When the serial is
    /// taken, the nodes read so far are marked with it, and the nodes of the rest of the previous
    /// source list (if the cursor is not at its end) with the serial above, which no evaluation
    /// takes, and that rest is cut off the list (`ahead`); every later read marks its node, and a
    /// pull nested in the evaluation puts back the marks its rules change. A node marked below the
    /// serial is then not read yet and not ahead, one marked with it read, one marked with the
    /// serial above ahead and not read yet; a higher mark (left where no pull kept the marks) says
    /// nothing. Even when the marks only catch repeated reads (the serials ran short);
    /// `_GraphStorage.unmarkedSerial` when there are none to hand out.
    @usableFromInline var serial: UInt32
    /// The running rule whose reads `withoutDependencies` keeps from being recorded, if any.
    @usableFromInline var suspendedRule: UInt32

    /// No rule running and nothing recorded.
    static let idle = _ReadCursor(
        rule: _GraphStorage.none, expected: 0, previous: 0, ahead: 0, serial: 0, suspendedRule: _GraphStorage.none)
}
