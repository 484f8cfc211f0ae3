extension _AccessibilityIdentifierModifier: _TapScope {
    func _apply(to scope: inout _TapScopeState) { scope.identifiers.append(identifier) }
}
