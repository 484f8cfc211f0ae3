import AnimaticUI

/// An animatable view showing an animated place's offset: its body runs with each presented value,
/// and records it.
struct FuzzMeter: View, AutoAnimatable {
    let key: String
    /// The serial of the place that shows the meter.
    let owner: Int
    let log: FuzzLog
    var value: Double

    var body: some View {
        let _ = log.record("meter:\(key)", owner, "\(value)")
        let _ = log.meter(key, value)
        Text("\(value)")
    }
}
