import Testing

@testable import AnimaticUI

private final class Model {}

private struct Plain {
    var count: Int
    var label: String
}

private struct Nested {
    var plain: Plain
    var scale: Double
}

private struct WithClosure {
    var count: Int
    var action: () -> Void
}

private struct WithReference {
    var model: Model
}

private struct WithWeak {
    weak var model: Model?
    var count: Int
}

private enum Choice {
    case one(Plain)
    case two
}

private struct WithEnum {
    var choice: Choice
    var list: [Plain]
}

private struct Empty {}

/// A type no test compares: it has no comparator.
private struct NeverCompared {
    var count = 0
}

private struct WithState: View {
    @State var count = 0
    let label: String
    var body: some View { Text(label) }
}

@Suite("Structural equality")
struct StructuralEqualityTests {
    /// The typed comparison (one comparator per type, properties by offset) answers as the boxed
    /// one (casts and mirrors) does, for each kind of property.
    func agree<Value>(_ lhs: Value, _ rhs: Value, _ expected: Bool, _ comment: Comment) {
        #expect(_StructuralEquality.areEqual(typed: lhs, rhs) == expected, comment)
        #expect(_StructuralEquality.areEqual(lhs as Any, rhs as Any) == expected, comment)
    }

    @Test("structs compare property by property, with the boxed comparison's answers")
    func typedAgreesWithBoxed() {
        let model = Model()
        agree(Plain(count: 1, label: "a"), Plain(count: 1, label: "a"), true, "equal fields")
        agree(Plain(count: 1, label: "a"), Plain(count: 1, label: "b"), false, "a string differs")
        agree(
            Nested(plain: Plain(count: 1, label: "a"), scale: 2), Nested(plain: Plain(count: 1, label: "a"), scale: 2),
            true, "a nested struct, equal")
        agree(
            Nested(plain: Plain(count: 2, label: "a"), scale: 2), Nested(plain: Plain(count: 1, label: "a"), scale: 2),
            false, "a nested struct's field differs")
        agree(WithClosure(count: 1, action: {}), WithClosure(count: 1, action: {}), false, "a closure never equal")
        agree(WithReference(model: model), WithReference(model: model), true, "the same instance")
        agree(WithReference(model: model), WithReference(model: Model()), false, "another instance")
        agree(WithWeak(model: model, count: 1), WithWeak(model: model, count: 1), true, "a weak reference, same")
        agree(WithWeak(model: model, count: 1), WithWeak(model: nil, count: 1), false, "a weak reference, other")
        agree(
            WithEnum(choice: .one(Plain(count: 1, label: "a")), list: [Plain(count: 1, label: "a")]),
            WithEnum(choice: .one(Plain(count: 1, label: "a")), list: [Plain(count: 1, label: "a")]), true,
            "an enum's payload and an array's elements, equal")
        agree(
            WithEnum(choice: .one(Plain(count: 1, label: "a")), list: []),
            WithEnum(choice: .two, list: []), false, "another case")
        agree(
            WithEnum(choice: .two, list: [Plain(count: 1, label: "a")]),
            WithEnum(choice: .two, list: [Plain(count: 2, label: "a")]), false, "an element differs")
        agree(Empty(), Empty(), true, "no properties")
        agree(WithState(count: 1, label: "a"), WithState(count: 2, label: "a"), true, "a state's initial value")
        agree(WithState(label: "a"), WithState(label: "b"), false, "a let beside a state")
    }

    @Test("a type's comparator is found again, whichever type was compared just before")
    func comparatorsFoundAlternately() {
        let plain = _StructuralEquality.comparator(of: Plain(count: 1, label: "a"))
        let empty = _StructuralEquality.comparator(of: Empty())
        #expect(plain !== empty)
        for _ in 0..<3 {
            #expect(_FieldComparator.known(Plain.self) === plain)
            #expect(_FieldComparator.known(Empty.self) === empty)
            #expect(_FieldComparator.known(Empty.self) === empty)
        }
        // A type never compared has none, whatever was found last.
        #expect(_FieldComparator.known(NeverCompared.self) == nil)
        agree(Plain(count: 1, label: "a"), Plain(count: 1, label: "a"), true, "equal after the look-ups")
        agree(Plain(count: 1, label: "a"), Plain(count: 2, label: "a"), false, "the number differs")
    }
}
