/// A value that a test writes differently from the way a timeline shows it: a built-in modifier's
/// value reads `scaleEffect(1.2)` in a timeline, the modifier as the view's code applies it, and a
/// test asserts it as `_ScaleEffect(1.2)`, a value of its own type. `GraphTester` suggests an
/// assertion with this text, its numbers rounded as a timeline rounds them, so that the suggestion
/// compiles when pasted. Not API.
public protocol _CustomAssertionText {
    /// The value as a Swift expression of its own type, numbers written whole.
    var _assertionText: String { get }
}
