/// Every scene of the playgrounds, in the order `animatic list` shows them.
public enum SceneCatalog {
    /// All scenes.
    public static let all: [Scene] = [
        .propagation,
        .slosh,
        .pulse,
        .wiggle,
        .wiggleKeyframes,
    ]

    /// The scene with the given name, if there is one.
    public static func scene(named name: String) -> Scene? {
        all.first { $0.name == name }
    }
}
