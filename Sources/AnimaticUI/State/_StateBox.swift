/// The storage of one copy of a ``State``: its initial value, where it is declared, and the location
/// at its view's place once the graph has linked it. Not API.
final class _StateBox<Value> {
    let initialValue: Value
    /// The file and line of the property's declaration, for the warning of a read outside a view.
    let fileID: StaticString
    let line: UInt
    var location: _StateLocation<Value>?

    init(_ initialValue: Value, declaredIn fileID: StaticString, line: UInt) {
        self.initialValue = initialValue
        self.fileID = fileID
        self.line = line
    }

    /// The property, for a warning: `the @State property declared at MyApp/Tally.swift:12 (Int)`.
    var unlinkedDescription: String { "the @State property declared at \(fileID):\(line) (\(Value.self))" }
}
