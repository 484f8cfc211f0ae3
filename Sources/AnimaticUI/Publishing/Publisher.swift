/// A value that delivers outputs over time, as Combine's `Publisher`, to the one subscriber a view
/// makes: `onReceive(_:perform:)`.
///
/// AnimaticUI runs without Combine, which Linux lacks. It declares the publishers that animation
/// code receives from, ``Timer/TimerPublisher`` and ``Publishers/Autoconnect``, on the host's virtual
/// clock; a publisher of your own cannot conform (the requirement that subscribes is not API). A file
/// that imports Combine as well sees both protocols and must name this one `AnimaticUI.Publisher`.
public protocol Publisher<Output, Failure> {
    /// What the publisher delivers.
    associatedtype Output
    /// The error that ends its deliveries; `Never` for the publishers a view can receive from.
    associatedtype Failure: Error

    /// Starts delivering outputs to `receive` until the answer is cancelled. Not API.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> any Cancellable
}
