import AnimaticUI

/// The root of a fuzz run: the world as state, the tree under it, the theme in the environment, and
/// a button that applies the log's pending edit.
struct FuzzRoot: View {
    let spec: FuzzSpec
    let log: FuzzLog
    @State private var world: FuzzWorld

    init(spec: FuzzSpec, log: FuzzLog) {
        self.spec = spec
        self.log = log
        _world = State(initialValue: FuzzWorld(spec))
    }

    var body: some View {
        let _ = log.record("root", 0, "\(world) theme \(world.theme)")
        VStack {
            FuzzNode(spec: spec, world: world, log: log)
            Button("edit") {
                guard let edit = log.pendingEdit else { return }
                log.pendingEdit = nil
                edit.run { edit.change(&world) }
            }
        }
        .environment(\.fuzzTheme, world.theme)
    }
}
