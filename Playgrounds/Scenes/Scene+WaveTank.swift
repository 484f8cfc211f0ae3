import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's wave tank: level and phase coupled in one `AnimatablePair`.
    public static let waveTank = Scene(
        name: "wave-tank",
        summary: "Seed 003's WaveTank: level and phase arrive together in one AnimatablePair",
        explanation: """
            Seed 003's `WaveTank` changes two things at once, how full it is and how far its wave \
            has travelled, so its `animatableData` is an `AnimatablePair` of `level` and `phase`. \
            The two are coupled: `path(in:)` calms the wave as the tank fills (`amplitude = 7 * \
            (1 - level * 0.75)`), which is only right because both numbers arrive in the same \
            frame from the same animation. The scene runs Animatic's `WaveTankCell` (seed 003 \
            shows no view): its Fill button fills the tank from 20% to 80% and moves the wave on \
            two wavelengths, `WaveTankCell.level` and `WaveTankCell.phase`, in one \
            `withAnimation(.easeInOut(duration: 1.5))`. Every frame `WaveTank` presents a new \
            pair, and the surface the screen draws rises while its crest-to-trough height shrinks \
            from 11.9 to 2.8 points. `broken-pair` animates the two separately; \
            `wave-tank-by-hand` builds the same graph by hand.
            """,
        duration: 1.8,
        view: ShapesChapter.WaveTankCell(),
        script: [.tap("Fill", at: 0.1)]
    )
}
