/// The scoped transaction modifiers in force at a place in a graph, outermost first, as
/// ``AnimationGraph/currentScopes`` captures them.
///
/// A front end that builds a subtree's nodes after the subtree's modifiers were applied (a branch
/// that appears, an inserted row) creates them inside the same scopes again, so that
/// `.animation(_:value:)` above them applies as it does to their siblings.
package struct _ScopeSnapshot {
    let modifiers: [_ScopeModifier]
}
