import Animatic
import AnimaticPlaygrounds
import Foundation
import Testing

/// The JSON written straight to bytes is the text the `Codable` form gives through the tree
/// encoder, for every scene: a differential oracle for the fast writer.
@Suite("Scene traces as JSON")
struct SceneJSONTests {
    @Test("the fast writer gives the tree encoder's bytes", arguments: SceneCatalog.all.map(\.name))
    func sameBytes(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let document = TraceJSON(scene.run().trace, scene: name)
        let fast = try document.encoded()
        let tree = Data(try _JSONTreeEncoder().encode(document).serialized(lastKey: TraceJSON.trailingKey))
        #expect(fast == tree)
        #expect(try TraceJSON(decoding: fast) == document)
    }
}
