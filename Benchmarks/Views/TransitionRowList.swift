import AnimaticUI

/// The transition benchmark's view: `count` rows by id, and a button that removes every hundredth
/// row and adds as many new ones, under a linear animation (each row comes and goes with the
/// default `.opacity` transition) or without.
struct TransitionRowList: View {
    let count: Int
    let animated: Bool
    @State private var ids: [Int]
    @State private var next: Int

    init(count: Int, animated: Bool) {
        self.count = count
        self.animated = animated
        _ids = State(initialValue: Array(0..<count))
        _next = State(initialValue: count)
    }

    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                Text("row \(id)")
            }
            Button("edit") {
                var edited = ids.enumerated().filter { !$0.offset.isMultiple(of: 100) }.map(\.element)
                let added = count - edited.count
                for offset in 0..<added { edited.insert(next + offset, at: offset * 99) }
                let first = next + added
                if animated {
                    withAnimation(.linear(duration: 0.25)) {
                        ids = edited
                        next = first
                    }
                } else {
                    ids = edited
                    next = first
                }
            }
        }
    }
}
