/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder`: a sequence becomes a
/// ``TupleView``, `if`/`else` and `switch` a `_ConditionalContent`, `if` alone an optional view.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view is itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views build a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// A view expression is itself.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` builds an optional view: nothing when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`, or a `case` of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`, or a later `case` of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` keeps its content as it is.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
