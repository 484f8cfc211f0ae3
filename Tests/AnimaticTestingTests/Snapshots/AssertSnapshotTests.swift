import AnimaticTesting
import AnimaticUI
import Foundation
import Testing

/// An item identified by `UUID()`: random in every run.
private struct Item: Identifiable {
    let id = UUID()
    let name: String
}

/// A row whose value, in the timeline, shows its item's UUID.
private struct ItemRow: View {
    let item: Item
    var body: some View { Text(item.name) }
}

private struct Shopping: View {
    @State private var items = ["milk", "eggs"].map { Item(name: $0) }
    var body: some View {
        VStack {
            ForEach(items) { item in ItemRow(item: item) }
        }
    }
}

@Suite("assertSnapshot")
struct AssertSnapshotTests {
    @Test("a matching snapshot passes")
    func matches() {
        #expect(assertSnapshot("frame 0\n  eval  a\n", named: "matching"))
    }

    @Test("a mismatch fails with a hunk diff and the way to re-record")
    func mismatch() {
        withKnownIssue {
            assertSnapshot("frame 0\n  eval  b\n", named: "matching")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Snapshot \"matching\" does not match. (Expected: −, Actual: +)")
                && text.contains("−  eval  a") && text.contains("+  eval  b")
                && text.contains("ANIMATIC_RECORD_SNAPSHOTS=1 swift test")
        }
    }

    @Test("a missing snapshot is recorded, and the first run fails")
    func missingIsRecorded() throws {
        let name = "recorded-\(UUID().uuidString)"
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertSnapshotTests/\(name).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        withKnownIssue {
            assertSnapshot("new text\n", named: name)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded snapshot \"\(name)\"")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "new text\n")
        #expect(assertSnapshot("new text\n", named: name))
    }

    @Test("a timeline snapshot of rows with UUID ids passes in every run: the UUIDs are numbered")
    func uuidsAreNumbered() {
        // Two hosts are two runs: each makes UUIDs of its own, and both match one snapshot.
        for _ in 0..<2 {
            let host = ViewHost(Shopping())
            host.update()
            #expect(assertTimelineSnapshot(host.trace, named: "uuid-rows"))
        }
    }
}
