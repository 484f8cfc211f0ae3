import AnimaticUI

/// A row of the ForEach benchmark: an animatable view (its value is interpolated while it
/// animates, and its body runs again every frame) whose body moves a text by its value.
struct BenchmarkRow: View, AutoAnimatable {
    var value: Double

    var body: some View {
        Text("row").offset(x: value)
    }
}
