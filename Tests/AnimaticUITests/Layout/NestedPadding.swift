import AnimaticUI
import Foundation

/// A view that contains itself `depth` times around a text, each level padding the next by `inset`
/// on every edge: the tests' view nested deep.
struct NestedPadding: View {
    let depth: Int
    var inset: CGFloat = 1

    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            NestedPadding(depth: depth - 1, inset: inset).padding(inset)
        }
    }
}
