import Synchronization

/// A class whose changes views follow, as Combine's `ObservableObject`: its `@Published` properties
/// announce each change through ``objectWillChange`` before it happens, and every view holding the
/// object runs its body again, whatever property it read and even for an equal value, as in
/// SwiftUI.
///
///     final class Timer: ObservableObject {
///         @Published var seconds = 0
///     }
///
/// The object is held by `@StateObject` (made once per place), `@ObservedObject` (passed in) or
/// `@EnvironmentObject` (from `.environmentObject(_:)`).
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher: one per object, which its `@Published` properties send through.
    public var objectWillChange: ObservableObjectPublisher {
        _ObservableObjectPublishers.publisher(for: self)
    }
}

/// The publishers of objects that do not declare their own, one per live object. Not API.
enum _ObservableObjectPublishers {
    /// The publisher of `object`, made the first time it is asked for.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        return table.withLock { table in
            if let entry = table[key], entry.object.value === object { return entry.publisher.value }
            // An object that went may have left its identifier to this one: drop what is gone.
            if table.count >= 64 && table.count.isMultiple(of: 64) {
                table = table.filter { $0.value.object.value != nil }
            }
            let publisher = ObservableObjectPublisher()
            table[key] = (_WeakObject(value: object), _UncheckedPublisher(value: publisher))
            return publisher
        }
    }

    private struct _WeakObject: @unchecked Sendable {
        weak var value: AnyObject?
    }

    private struct _UncheckedPublisher: @unchecked Sendable {
        let value: ObservableObjectPublisher
    }

    private static let table = Mutex<[ObjectIdentifier: (object: _WeakObject, publisher: _UncheckedPublisher)]>([:])
}
