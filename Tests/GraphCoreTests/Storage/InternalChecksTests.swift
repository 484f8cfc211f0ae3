import Foundation
import GraphCore
import Testing

/// The internal checks of a debug build: with `ANIMATIC_INTERNAL_CHECKS=1`, every graph checks its
/// storage's structure after each update from outside any rule, once the outermost one ends, and
/// stops the process at a violation. A test turns them on for one graph to count when they run.
#if DEBUG
    @Suite("Internal checks")
    struct InternalChecksTests {
        @Test("the flag is read from ANIMATIC_INTERNAL_CHECKS, and a new graph follows it")
        func flagFollowsTheEnvironment() {
            let requested = ProcessInfo.processInfo.environment["ANIMATIC_INTERNAL_CHECKS"] == "1"
            #expect(DependencyGraph._internalChecksRequested == requested)
            #expect(DependencyGraph()._runsInternalChecks == requested)
        }

        @Test("the check runs once after each write, removal, pull and updateOutputs(), not after nested pulls")
        func checkRunsAfterEachOutermostUpdate() {
            let graph = DependencyGraph()
            graph._runsInternalChecks = true
            let input = graph.input(1, name: "input")
            // A chain of three: the cold pull of the last nests a pull of each rule above it.
            let first = graph.rule(name: "first") { input.value + 1 }
            let second = graph.rule(name: "second") { first.value * 2 }
            let third = graph.rule(name: "third") { second.value - 1 }
            #expect(graph._internalChecksRun == 0, "creating nodes is not an update")

            #expect(third.value == 3)
            #expect(graph._internalChecksRun == 1, "one cold pull, whatever it nests")
            #expect(third.value == 3)
            #expect(graph._internalChecksRun == 1, "a read of an up-to-date node pulls nothing")

            input.value = 2
            #expect(graph._internalChecksRun == 2, "a write")
            input.value = 2
            #expect(graph._internalChecksRun == 3, "an equal write is an update too")

            let other = graph.rule(name: "other") { input.value * 10 }
            graph.updateOutputs()
            #expect(graph._internalChecksRun == 4, "updateOutputs(), with its pulls of third and other")
            #expect(third.value == 5 && other.value == 20)

            graph.remove(other.id)
            #expect(graph._internalChecksRun == 5, "a removal")
            graph.pull(second.id)
            #expect(graph._internalChecksRun == 5, "second is up to date: nothing to pull")
        }

        @Test("a graph with the checks off never runs them")
        func checksOff() {
            let graph = DependencyGraph()
            graph._runsInternalChecks = false
            let input = graph.input(1)
            let rule = graph.rule { input.value + 1 }
            #expect(rule.value == 2)
            input.value = 5
            #expect(rule.value == 6)
            #expect(graph._internalChecksRun == 0)
        }

        @Test("a check that finds a violation stops the process, naming the update and the violation")
        func violationStops() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let graph = DependencyGraph()
                let a = graph.input(1, name: "a")
                let b = graph.input(2, name: "b")
                let sum = graph.rule(name: "sum") { a.value + b.value }
                _ = sum.value
                graph._runInternalCheck(afterIntroducing: .duplicatedSource(sum.id))
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("ANIMATIC_INTERNAL_CHECKS: the graph's storage is broken after a test's defect"))
            #expect(message.contains("- node sum reads node a through two edges"))
        }
    }
#endif
