import Animatic
import Foundation

/// The environment variable that re-records snapshots instead of comparing with them:
/// `ANIMATIC_RECORD_SNAPSHOTS=1 swift test`.
public let snapshotRecordingVariable = "ANIMATIC_RECORD_SNAPSHOTS"

/// Asserts that `text` equals the snapshot named `name`, stored beside the test file in
/// `__Snapshots__/<TestFile>/<name>.txt`.
///
/// A missing snapshot is recorded and the assertion fails once, so a new snapshot is always read by
/// a person before it is trusted. With `ANIMATIC_RECORD_SNAPSHOTS=1` in the environment every
/// snapshot is re-recorded. A mismatch fails with the differing lines as hunks:
///
///     Snapshot "counter" does not match. (Expected: −, Actual: +)
///     @@ −25,3 +25,3 @@
///        eval       Counter       ← time          Counter(value: 2.5 → 3.333)
///     −  eval       Counter.body  ← Counter       "2" (unchanged: nothing below runs)
///     +  eval       Counter.body  ← Counter       "2" → "3"
///
/// - Parameters:
///   - text: The actual text.
///   - name: The snapshot's name, unique within the test file.
/// - Returns: Whether the text matched (a newly recorded snapshot does not count as a match).
@discardableResult
public func assertSnapshot(
    _ text: String, named name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let testFile = URL(fileURLWithPath: String(describing: filePath))
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let snapshot = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable].map { $0 != "0" && !$0.isEmpty }
    func fail(_ message: String) {
        _TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    guard recording != true, let expected = try? String(contentsOf: snapshot, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: snapshot, atomically: true, encoding: .utf8)
            fail(
                "Recorded snapshot \"\(name)\" at \(snapshot.path). Read it, then run the test again "
                    + "(without \(snapshotRecordingVariable)) to compare against it.")
        } catch {
            fail("Could not record snapshot \"\(name)\" at \(snapshot.path): \(error.localizedDescription)")
        }
        return false
    }
    if expected == text { return true }
    let diff = LineDiff(expected: expected, actual: text)
    fail(
        "Snapshot \"\(name)\" does not match. (Expected: −, Actual: +)\n\(diff.hunks())\n\n"
            + "If the new output is right, re-record it: \(snapshotRecordingVariable)=1 swift test")
    return false
}

/// Asserts that a trace's text timeline equals the snapshot named `name`; see
/// ``assertSnapshot(_:named:fileID:filePath:line:column:)``.
///
/// UUIDs in the timeline are replaced by their order of first appearance, `UUID#1`, `UUID#2`, …,
/// so that a view whose rows use `UUID()` ids (random in every run) gives the same snapshot in
/// every run. (Its rows' node names are already the same: a `ForEach` names a row whose id is a
/// UUID by its order too, `ForEach[#1]`.)
///
/// - Parameters:
///   - trace: The trace whose ``Trace/timeline(_:)`` to compare.
///   - name: The snapshot's name, unique within the test file.
///   - options: What the timeline shows.
/// - Returns: Whether the timeline matched.
@discardableResult
public func assertTimelineSnapshot(
    _ trace: Trace, named name: String, options: TimelineOptions = TimelineOptions(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    var ordinals: [String: Int] = [:]
    let timeline = _UUIDText.replacing(in: trace.timeline(options)) { uuid in
        let key = uuid.uppercased()
        let ordinal = ordinals[key] ?? ordinals.count + 1
        ordinals[key] = ordinal
        return "UUID#\(ordinal)"
    }
    return assertSnapshot(timeline, named: name, fileID: fileID, filePath: filePath, line: line, column: column)
}
