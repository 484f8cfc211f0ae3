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

    /// The hand-built graphs of the scenes made from the seeds' views: the differential check
    /// that the graph built from each view is the one SwiftUI's explainers draw.
    public static let handBuilt: [Scene] = [
        .arcByHand,
        .counterByHand,
        .wiggleByHand,
        .followPathByHand,
    ]

    /// The scene with the given name, if there is one: in ``all``, or one of the ``handBuilt``.
    public static func scene(named name: String) -> Scene? {
        all.first { $0.name == name } ?? handBuilt.first { $0.name == name }
    }
}
