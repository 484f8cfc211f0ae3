extension ViewHost {
    /// Runs `body` with AnimaticUI's runtime warnings captured instead of printed, and returns them:
    /// for a test that expects a warning, so that a passing test prints nothing.
    ///
    /// Outside this function a warning is printed on standard error, as SwiftUI prints its runtime
    /// warnings, and also kept in the host's ``warnings``. Inside it, on the same task, every
    /// warning (a host's, or one about a dynamic property read outside an installed view) is
    /// captured and not printed; a host still keeps its own.
    ///
    ///     let warnings = ViewHost.withWarningsCaptured {
    ///         ViewHost(Rows()).update()
    ///     }.warnings
    ///     #expect(warnings.count == 1)
    ///
    /// - Parameter body: The work whose warnings to capture.
    /// - Returns: What `body` returned, and the warnings, in the order they were given.
    @discardableResult
    public static func withWarningsCaptured<Result>(_ body: () throws -> Result) rethrows -> (
        result: Result, warnings: [String]
    ) {
        let capture = _WarningCapture()
        let result = try _WarningOutput.$capture.withValue(capture) { try body() }
        return (result, capture.warnings)
    }
}
