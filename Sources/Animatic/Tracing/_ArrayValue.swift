/// An array, shown element by element; other collections describe themselves.
protocol _ArrayValue {}

extension Array: _ArrayValue {}

extension ContiguousArray: _ArrayValue {}
