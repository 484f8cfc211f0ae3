/// Where a view's `@StateObject`, `@ObservedObject` or `@EnvironmentObject` keeps its object and its
/// listener: each `objectWillChange` of the object it holds changes the view's observation input,
/// so that its body runs again. Not API.
final class _ObjectListener<Object: ObservableObject> {
    private(set) var object: Object?
    private var listener: Int?
    private let observation: _ObservationInput?

    init(observation: _ObservationInput?, subtree: _Subtree) {
        self.observation = observation
        subtree.addRemovalAction { [weak self] in self?.listen(to: nil) }
    }

    /// Listens to `object` from now on, and no longer to the one before, if it is another.
    func listen(to object: Object?) {
        guard object !== self.object else { return }
        if let old = self.object, let listener { old.objectWillChange.removeListener(listener) }
        self.object = object
        listener = nil
        guard let object, let observation else { return }
        listener = object.objectWillChange.addListener { [weak observation] in observation?.modelWillChange() }
    }
}
