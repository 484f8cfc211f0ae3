import Foundation

/// How a built-in animation was spelled, kept only for its description.
///
/// Always equal to any other hint and hashing nothing, so two animations that behave the same
/// compare equal however they were written.
@usableFromInline internal struct _DescriptionHint<Spelling: Sendable>: Hashable, Sendable {
    @usableFromInline let spelling: Spelling

    @inlinable init(_ spelling: Spelling) {
        self.spelling = spelling
    }

    @inlinable static func == (lhs: _DescriptionHint, rhs: _DescriptionHint) -> Bool { true }

    @inlinable func hash(into hasher: inout Hasher) {}
}
