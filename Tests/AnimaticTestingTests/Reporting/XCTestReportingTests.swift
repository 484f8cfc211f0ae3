import Animatic
import AnimaticTestFixtures
import AnimaticTesting
import XCTest

/// The helpers under XCTest: outside a Swift Testing `@Test` they report through `XCTFail`. Linux's
/// XCTest has no `XCTExpectFailure`, so this case captures its own failures by overriding
/// `recordFailure(withDescription:inFile:atLine:expected:)`, where `XCTFail` lands (with its
/// `failed - ` prefix), and checks them.
final class XCTestReportingTests: XCTestCase {
    /// The failures recorded while ``capturing(_:)`` runs, with their file and line.
    private var captured: [(message: String, file: String, line: Int)] = []
    private var isCapturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if isCapturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` and returns the failures it recorded instead of failing the test.
    private func capturing(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        captured = []
        isCapturing = true
        body()
        isCapturing = false
        return captured
    }

    func testPassingStepsRecordNothing() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        let failures = capturing {
            tester.update {
                $0.evaluated("Counter", Counter(value: 0))
                $0.evaluated("Counter.body", "0")
            }
            tester.withAnimation(.linear(duration: 0.1)) {
                scene.value.value = 5
            } assert: {
                $0.evaluated("Counter", .unchanged)
                $0.startsDependingOnTime("Counter")
            }
        }
        XCTAssertTrue(failures.isEmpty)
    }

    func testUnassertedUpdateFailsThroughXCTFailAtTheStep() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        let line = #line + 2
        let failures = capturing {
            tester.update()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(
            failures.first.map { URL(fileURLWithPath: $0.file).lastPathComponent }, "XCTestReportingTests.swift")
        XCTAssertTrue(
            failures.first?.message.contains(
                """
                The step ran frame 0 (t = 0.000 s) and made 2 updates that were not asserted:
                  Counter evaluated: Counter(value: 0)
                    Add `$0.evaluated("Counter", Counter(value: 0))`
                """) ?? false)
    }

    func testWrongValueFailsAtTheAssertion() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        var line = 0
        let failures = capturing {
            tester.update {
                $0.evaluated("Counter", Counter(value: 0))
                line = #line + 1
                $0.evaluated("Counter.body", "1")
            }
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            """
            failed - Counter.body's value in frame 0 (t = 0.000 s) does not match expectation (numbers compared within 0.0005). \
            Expected → actual:
              "1" → "0"
            """)
    }

    func testSkippedAssertionsAreNotesUnderXCTest() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph, exhaustivity: .off(showSkippedAssertions: true))
        let failures = capturing { tester.update() }
        XCTAssertTrue(failures.isEmpty)
    }

    func testDiagramMismatchFailsThroughXCTFail() {
        let scene = CounterScene()
        scene.graph.update()
        scene.graph.withAnimation(.linear(duration: 0.1)) { scene.value.value = 5 }
        scene.graph.advance(to: 0.5)
        let failures = capturing {
            XCTAssertTrue(assertDiagram(scene.graph.trace, node: "Counter.body", "0-=12345-|"))
            XCTAssertFalse(assertDiagram(scene.graph.trace, node: "Counter.body", "0-=1234-|"))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.message.hasPrefix("failed - Diagram of Counter.body does not match at tick 7") ?? false)
    }

    func testSnapshotMismatchFailsThroughXCTFail() {
        let failures = capturing {
            XCTAssertFalse(assertSnapshot("frame 0\n  eval  b\n", named: "xctest"))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("−  eval  a\n+  eval  b") ?? false)
    }
}
