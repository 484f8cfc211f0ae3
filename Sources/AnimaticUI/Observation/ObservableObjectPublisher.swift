/// The publisher an ``ObservableObject`` announces its changes through, as Combine's
/// `ObservableObjectPublisher`: `send()` says the object is about to change.
///
/// Views that hold the object (through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`)
/// listen to it: each `send()` runs their bodies again, in the transaction in force where it was
/// called. No Combine is involved: the publisher keeps its listeners itself.
public final class ObservableObjectPublisher {
    private var listeners: [(id: Int, handler: () -> Void)] = []
    private var nextID = 0

    /// Creates a publisher.
    public init() {}

    /// Tells the listeners that the object is about to change.
    public func send() {
        for listener in listeners { listener.handler() }
    }

    /// Calls `handler` at every `send()` until the listener is removed; returns its number.
    func addListener(_ handler: @escaping () -> Void) -> Int {
        nextID += 1
        listeners.append((nextID, handler))
        return nextID
    }

    /// Stops calling the listener numbered `id`.
    func removeListener(_ id: Int) {
        listeners.removeAll { $0.id == id }
    }
}
