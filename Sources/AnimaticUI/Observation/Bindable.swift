import Observation

/// An `@Observable` model whose properties a view passes on as bindings, as SwiftUI's `@Bindable`:
/// `$model.title` is a ``Binding`` that reads and writes the model's `title`.
///
///     struct TitleEditor: View {
///         @Bindable var note: Note
///         var body: some View {
///             Toggle("Done", isOn: $note.isDone)
///         }
///     }
///
/// A write through the binding changes the model; the bodies that read the property run again, in
/// the transaction in force (a binding's own, from ``Binding/animation(_:)``, included).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty, @unchecked Sendable {
    /// The model.
    public var wrappedValue: Value

    /// Wraps a model.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps a model, outside a property declaration: `Bindable(model).$title`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, whose members are bindings: `$model`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one of the model's properties.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        return Binding(
            get: { model[keyPath: keyPath] },
            set: { value, transaction in
                if let transaction {
                    withTransaction(transaction) { model[keyPath: keyPath] = value }
                } else {
                    model[keyPath: keyPath] = value
                }
            }, location: nil)
    }
}

extension Bindable: _ObservableHolder {}

extension Bindable: CustomStringConvertible {
    /// `Bindable(<model>)`.
    public var description: String { "Bindable(\(TraceValue(wrappedValue).description))" }
}
