import Foundation
import Testing
import XCTest

/// Reports a failed assertion to whichever test framework is running the current test: Swift
/// Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
enum _TestFailure {
    static func record(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    static func record(_ message: String, at location: _SourceCodeLocation) {
        record(
            message, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column)
    }

    /// Reports something a test chose not to assert, without failing it: a known issue inside a
    /// `@Test`, a note on standard output under XCTest (which has no known issues on Linux).
    static func recordKnownIssue(_ message: String, at location: _SourceCodeLocation) {
        if Test.current != nil {
            let place = sourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            withKnownIssue(sourceLocation: place) {
                Issue.record(Comment(rawValue: message), sourceLocation: place)
            }
        } else {
            print("\(location.filePath):\(location.line): note: \(message)")
        }
    }

    private static func sourceLocation(
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> SourceLocation {
        SourceLocation(
            fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
            column: Int(column))
    }
}
