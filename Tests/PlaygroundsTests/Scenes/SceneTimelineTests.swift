import AnimaticPlaygrounds
import AnimaticTesting
import Testing

/// Every scene's text timeline, pinned in `__Snapshots__/SceneTimelineTests/<scene>.txt`: any change
/// in behaviour shows as a readable diff. Re-record with `ANIMATIC_RECORD_SNAPSHOTS=1 swift test`.
@Suite("Scene timelines")
struct SceneTimelineTests {
    /// Every scene: the catalog's, and the hand-built graphs of the scenes made from views.
    static let names = (SceneCatalog.all + SceneCatalog.handBuilt).map(\.name)

    @Test("each scene's timeline matches its snapshot", arguments: names)
    func timeline(of name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        assertTimelineSnapshot(scene.run().trace, named: name)
    }

    @Test("each scene runs the same way twice, byte for byte", arguments: names)
    func deterministic(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        #expect(scene.run().trace.timeline() == scene.run().trace.timeline())
    }

    @Test("scene names are unique and every scene has a summary and an explanation")
    func catalog() {
        let names = SceneCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(SceneCatalog.all.allSatisfy { !$0.summary.isEmpty && $0.explanation.count > 80 })
    }
}
