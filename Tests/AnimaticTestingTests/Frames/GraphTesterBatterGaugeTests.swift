import Animatic
import AnimaticTesting
import Testing

/// The batter gauge asserted frame by frame: taps that add batter, a spring from the
/// `.animation(.spring, value:)` scope, bars that light up as the level crosses each quarter.
@Suite("GraphTester: the batter gauge")
struct GraphTesterBatterGaugeTests {
    @Test("a tap springs the gauge to a quarter; one bar lights when it gets there")
    func oneTap() {
        let scene = BatterGaugeScene()
        let tester = GraphTester(scene.graph)
        tester.update {
            $0.evaluated(scene.gauge, BatterGauge(level: 0))
            $0.evaluated(scene.bars, 0)
        }
        tester.apply(at: 0.1) {
            scene.tap()
        } assert: {
            $0.evaluated("BatterGauge", .unchanged)
            $0.startsDependingOnTime("BatterGauge")
        }
        tester.advance {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.005))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(frames: 20) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.249))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.251))
            $0.evaluated("BatterGauge.bars", 1)
        }
        tester.advance(to: 2) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.25))
            $0.evaluated("BatterGauge.bars", .unchanged)
            $0.stopsDependingOnTime("BatterGauge")
        }
    }

    @Test("a second tap while springing merges: the gauge keeps its velocity and reaches half")
    func twoTaps() {
        let scene = BatterGaugeScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        tester.apply(at: 0.1) {
            scene.tap()
        } assert: {
            $0.evaluated("BatterGauge", .unchanged)
            $0.startsDependingOnTime("BatterGauge")
        }
        tester.advance(to: 0.2) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.098))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(frames: 2) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.139))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.apply(at: 0.25) {
            scene.tap()
        } assert: {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.157))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(to: 3) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.5))
            $0.evaluated("BatterGauge.bars", 2)
            $0.stopsDependingOnTime("BatterGauge")
        }
    }
}
