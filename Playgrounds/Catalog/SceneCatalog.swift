import Animatic
import AnimaticScenes

/// Every scene of the playgrounds, in the order `animatic list` shows them.
public enum SceneCatalog {
    /// All scenes.
    public static let all: [Scene] = [
        .propagation,
        .slosh,
        .pulse,
        .wiggle,
        .wiggleKeyframes,
        .waveWithoutMacro,
        .wave,
        .batterGauge,
        .arc,
        .counter,
        .followPath,
        .morphPolygon,
        .snapPolygon,
        .morphVersusSnap,
        .waveTank,
        .progressRing,
        .star,
        .truncatedMorph,
        .chasingTailSpinner,
        .brokenPair,
        .waveStepCost,
        .ringSegment,
        .clampingWaveShape,
    ]

    /// The scene with the given name, if there is one.
    public static func scene(named name: String) -> Scene? {
        all.first { $0.name == name }
    }
}
