import Animatic
import AnimaticTesting
import Testing

/// The batter gauge asserted frame by frame: taps that add batter, a spring from the
/// `.animation(.spring, value:)` scope, bars that light up as the level crosses each quarter.
@Suite("GraphTester: the batter gauge")
struct GraphTesterBatterGaugeTests {
    /// `.spring` is critically damped (duration 0.5, bounce 0), so the level follows
    /// 0.25 · (1 − e^(−ω₀t)(1 + ω₀t)) with ω₀ = 4π and never passes the quarter: the bar lights
    /// when the spring comes to rest and snaps onto it. It rests by SwiftUI's rule (speed and
    /// acceleration within 0.06, within 1 % of the quarter), first met 41 frames after the tap.
    @Test("a tap springs the gauge to a quarter; one bar lights when the spring comes to rest")
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
            // 1/60 s after the tap: ω₀t = π/15.
            $0.evaluated("BatterGauge", BatterGauge(level: 0.005))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(frames: 20) {
            // 0.35 s after the tap: ω₀t = 1.4π.
            $0.evaluated("BatterGauge", BatterGauge(level: 0.233))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(frames: 19) {
            // 40 frames after the tap the acceleration, 0.25·ω₀²·e^(−ω₀t)(ω₀t − 1), is still above 0.06.
            $0.evaluated("BatterGauge", BatterGauge(level: 0.249))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.25))
            $0.evaluated("BatterGauge.bars", 1)
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
        // Critically damped from 0 to 0.25 with ω₀ = 4π: 0.25 · (1 − e^(−ω₀t)(1 + ω₀t)).
        tester.advance(to: 0.2) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.089))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(frames: 2) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.125))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.apply(at: 0.25) {
            scene.tap()
        } assert: {
            // The merge keeps position and velocity: the value at 0.15 s is the first spring's.
            $0.evaluated("BatterGauge", BatterGauge(level: 0.14))
            $0.evaluated("BatterGauge.bars", .unchanged)
        }
        tester.advance(to: 3) {
            $0.evaluated("BatterGauge", BatterGauge(level: 0.5))
            $0.evaluated("BatterGauge.bars", 2)
            $0.stopsDependingOnTime("BatterGauge")
        }
    }
}
