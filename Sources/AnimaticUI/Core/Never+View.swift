extension Never: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body; asking for one stops the program.
    public var body: Never { fatalError("Never has no body.") }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs()
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
