import AnimaticUI

/// The memory benchmark's view: `count` texts in a column.
struct TextRowList: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count) { index in
                Text("Row \(index)")
            }
        }
    }
}
