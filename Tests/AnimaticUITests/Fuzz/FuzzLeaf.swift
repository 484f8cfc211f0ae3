import AnimaticUI

/// A view with state of its own: a count it shows and a child changes through a binding, a count it
/// writes and never reads, and the theme, read or not.
struct FuzzLeaf: View {
    let key: String
    let readsTheme: Bool
    let log: FuzzLog
    @State private var serial: Int
    @State private var count = 0
    @State private var pokes = 0
    @Environment(\.fuzzTheme) private var theme

    init(key: String, readsTheme: Bool, log: FuzzLog) {
        self.key = key
        self.readsTheme = readsTheme
        self.log = log
        _serial = State(initialValue: log.nextSerial())
    }

    var body: some View {
        let themeRead = readsTheme ? "\(theme)" : "unread"
        let _ = log.record("leaf:\(key)", serial, "count \(count) theme \(themeRead)")
        VStack {
            Button("\(key)=\(count)#\(serial)") { count += 1 }
            Button("\(key) poke") { pokes += 1 }
            FuzzBump(key: key, owner: serial, count: $count, log: log)
        }
        // The background is made from its own geometry: a reader's content, laid out from layout.
        .background(
            GeometryReader { proxy in
                LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
                    .frame(width: proxy.size.width, height: proxy.size.height)
            }
        )
        .cornerRadius(4)
    }
}
