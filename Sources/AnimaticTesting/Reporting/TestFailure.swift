import Foundation
import Testing
import XCTest

/// Reports a failed assertion to whichever test framework is running the current test: Swift
/// Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
enum TestFailure {
    static func record(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
                    column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
