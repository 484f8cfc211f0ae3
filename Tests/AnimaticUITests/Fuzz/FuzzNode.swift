import AnimaticUI

/// One place of a random view tree: its body is what the spec says is there, handed only the part
/// of the world that its places read.
struct FuzzNode: View {
    let spec: FuzzSpec
    let world: FuzzWorld
    let log: FuzzLog
    @State private var serial: Int

    init(spec: FuzzSpec, world: FuzzWorld, log: FuzzLog) {
        self.spec = spec
        self.world = world.restricted(to: spec.keys)
        self.log = log
        _serial = State(initialValue: log.nextSerial())
    }

    var body: some View {
        let _ = log.record("node:\(spec.key)", serial, "\(world)")
        if case .leaf(let key, let readsTheme) = spec {
            FuzzLeaf(key: key, readsTheme: readsTheme, log: log)
        } else if case .branch(let key, let then, let otherwise) = spec {
            if world.flags[key] ?? true {
                FuzzNode(spec: then, world: world, log: log)
            } else {
                FuzzNode(spec: otherwise, world: world, log: log)
            }
        } else if case .list(let key, let rows) = spec {
            // Rows in a lazy stack in a scroll view: laid out at their ideal height and clipped.
            ScrollView {
                LazyVStack {
                    ForEach(world.lists[key] ?? [], id: \.self) { id in
                        FuzzNode(spec: rows[id], world: world, log: log)
                    }
                }
            }
        } else if case .optional(let key, let child) = spec {
            if world.flags[key] ?? true {
                FuzzNode(spec: child, world: world, log: log)
            }
        } else if case .identified(let key, let child) = spec {
            FuzzNode(spec: child, world: world, log: log).id(world.tokens[key] ?? 0)
        } else if case .animated(let key, let scope, let child) = spec {
            let offset = world.offsets[key] ?? 0
            let content = VStack {
                FuzzMeter(key: key, owner: serial, log: log, value: offset)
                FuzzNode(spec: child, world: world, log: log).offset(x: offset).blur(radius: abs(offset) / 20)
            }
            if scope == .animationValue {
                content.animation(.linear(duration: 0.5), value: offset)
            } else if scope == .animationAll {
                content.animation(.easeIn(duration: 0.3))
            } else if scope == .disablesAnimations {
                content.transaction { $0.disablesAnimations = true }
            } else {
                content
            }
        } else if case .themed(let key, let child) = spec {
            FuzzNode(spec: child, world: world, log: log).environment(\.fuzzTheme, world.themes[key] ?? 100)
        }
    }
}
