import AnimaticUI
import Testing

/// A to-do as everybody writes one for `Identifiable`: a fresh `UUID()` each.
private struct UUIDTodo: Identifiable {
    let id = UUID()
    let title: String
}

private struct TodoRow: View {
    let todo: UUIDTodo
    var body: some View { Text(todo.title) }
}

private struct TodoList: View {
    @State private var todos = ["milk", "eggs"].map { UUIDTodo(title: $0) }
    var body: some View {
        VStack {
            ForEach(todos) { todo in TodoRow(todo: todo) }
            Button("add") { todos.insert(UUIDTodo(title: "flour"), at: 0) }
        }
    }
}

private struct Numbered: View {
    var body: some View {
        VStack {
            ForEach(3..<5) { number in Text("\(number)") }
            ForEach(["a", "b"], id: \.self) { letter in Text(letter) }
        }
    }
}

@Suite("ForEach: the names of its rows")
struct ForEachRowNameTests {
    /// The names of the nodes the host made, in the order it made them.
    static func names(_ host: ViewHost) -> [String] {
        host.trace.ticks.flatMap(\.events).compactMap { event in
            if case .created(let node, _) = event { node.name } else { nil }
        }
    }

    @Test("rows whose ids are UUIDs are named by the order the ForEach first saw them, the same in every run")
    func uuidRows() {
        let first = ViewHost(TodoList())
        first.update()
        let second = ViewHost(TodoList())
        second.update()
        let rows = Self.names(first).filter { $0.contains("ForEach[") }
        #expect(rows.contains("VStack[0]/ForEach[#1]/TodoRow.body"), "\(rows)")
        #expect(rows.contains("VStack[0]/ForEach[#2]/TodoRow.body"), "\(rows)")
        #expect(!rows.contains { $0.contains("-") }, "no UUID in a name: \(rows)")
        // Two runs made different UUIDs, and the same names.
        #expect(Self.names(first) == Self.names(second))
    }

    @Test("a row inserted in front gets the next ordinal; the rows there keep theirs")
    func insertedRow() {
        let host = ViewHost(TodoList())
        host.update()
        host.tap("add")
        host.update()
        let rows = Self.names(host).filter { $0.hasSuffix("TodoRow.body") }
        #expect(
            rows == [
                "VStack[0]/ForEach[#1]/TodoRow.body", "VStack[0]/ForEach[#2]/TodoRow.body",
                "VStack[0]/ForEach[#3]/TodoRow.body",
            ])
    }

    @Test("rows whose ids are integers or strings are named by the ids, as written")
    func plainIds() {
        let host = ViewHost(Numbered())
        host.update()
        let rows = Self.names(host).filter { $0.contains("ForEach[") }
        #expect(rows.contains { $0.hasPrefix("VStack[0]/ForEach[3]/") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("VStack[0]/ForEach[4]/") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("VStack[1]/ForEach[a]/") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("VStack[1]/ForEach[b]/") }, "\(rows)")
    }
}
