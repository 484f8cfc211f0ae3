extension _DisabledModifier: _TapScope {
    func _apply(to scope: inout _TapScopeState) {
        guard isDisabled, scope.isEnabled else { return }
        scope.isEnabled = false
        scope.disabledBy = description
    }
}
