import Animatic
import Foundation

extension BatterRecipe {
    /// An animatable node of seed 000's wave, for the benchmarks, which see only this package's
    /// `package` declarations and so cannot name the recipe's types.
    ///
    /// The node's value is `Wave(level: level, amplitude: 20 × level, phase: 0, crests: 2)`: the
    /// recipe's `Wave`, whose `animatableData` is synthesized, when `synthesized` is true; its
    /// `WaveWithoutMacro`, whose `AnimatablePair` is written by hand, when it is false.
    ///
    /// - Returns: A reader of the node's presented level.
    package static func waveNode(
        in graph: AnimationGraph, name: String, synthesized: Bool, level: StateNode<CGFloat>
    ) -> () -> CGFloat {
        if synthesized {
            let wave = graph.animatable(name: name) {
                Wave(level: level.value, amplitude: level.value * 20, phase: 0, crests: 2)
            }
            return { wave.value.level }
        }
        let wave = graph.animatable(name: name) {
            WaveWithoutMacro(level: level.value, amplitude: level.value * 20, phase: 0, crests: 2)
        }
        return { wave.value.level }
    }
}
