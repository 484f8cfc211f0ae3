import AnimaticScenes

/// Every scene of the playgrounds, in the order `animatic list` shows them.
public enum SceneCatalog {
    /// Where the scenes come from, and the words their summaries use, as `animatic list` says it.
    public static let about = """
        The scenes come from five seeds, the articles on SwiftUI animation that Animatic explains:
        000, a recipe for a batter gauge with custom animated shapes; 001, a note on @Animatable;
        002, an explainer on Animatable and the attribute graph; 003, a chapter on redrawing shapes
        that ends with five exercises, Challenges 1 to 5; 004, Apple's reference page for Animatable.
        Where a seed has a SwiftUI view, its scene runs the view as the seed writes it; where it
        shows only shapes (003, 004), a small view of Animatic's own holds them, a shape in a frame
        and a button. A scene ending in -by-hand builds the same graph node by node, to compare.
        The last scenes are views as apps write them: a spinner started in onAppear, and a list whose
        rows come and go with their transitions.
        """

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
        .spinner,
        .expandingList,
        .heroMove,
    ]

    /// The hand-built graphs of the scenes made from the seeds' views: the differential check
    /// that the graph built from each view is the one SwiftUI's explainers draw.
    public static let handBuilt: [Scene] = [
        .arcByHand,
        .counterByHand,
        .wiggleByHand,
        .followPathByHand,
        .batterGaugeByHand,
        .morphPolygonByHand,
        .snapPolygonByHand,
        .morphVersusSnapByHand,
        .waveTankByHand,
        .progressRingByHand,
        .starByHand,
        .truncatedMorphByHand,
        .chasingTailSpinnerByHand,
        .brokenPairByHand,
        .waveStepCostByHand,
        .ringSegmentByHand,
        .clampingWaveShapeByHand,
    ]

    /// The scene with the given name, if there is one: in ``all``, or one of the ``handBuilt``.
    public static func scene(named name: String) -> Scene? {
        all.first { $0.name == name } ?? handBuilt.first { $0.name == name }
    }
}
