import AnimaticUI

/// The depth benchmark's view: a custom view nested `depth` levels, one `padding` a level, around a
/// text.
struct NestedPadding: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            NestedPadding(depth: depth - 1).padding(1)
        }
    }
}
