extension AnimationGraph {
    /// Applies `animation` to the changes that reach the nodes created in `content`, when `value`
    /// changed in that change, as SwiftUI's `.animation(_:value:)` modifier does for its subtree.
    ///
    ///     graph.animation(.spring, value: { level.value }) {
    ///         gauge = graph.animatable(name: "BatterGauge") { BatterGauge(level: level.value) }
    ///     }
    ///
    /// The scope replaces the transaction's animation, `nil` included, only when `value` changed in
    /// the transaction being applied, and never while the transaction's `disablesAnimations` is set.
    /// Scopes nest: an inner scope has the last word.
    ///
    /// - Parameters:
    ///   - animation: The animation to use; `nil` to disable animation.
    ///   - value: Read like a rule; the scope applies when its result changes.
    ///   - content: Creates the nodes the scope applies to.
    /// - Returns: What `content` returns.
    public func animation<Value: Equatable, Result>(
        _ animation: Animation?, value: @escaping () -> Value, _ content: () throws -> Result
    ) rethrows -> Result {
        try scoped(.animation(animation), value: value, label: "animation scope", content)
    }

    /// ``animation(_:value:_:)`` with the scope's value node named `name`, for front ends that
    /// name nodes after the code that made them. `made` is handed the value node before `content`
    /// runs, so that a front end that removes a subtree can remove it with the rest.
    package func animation<Value: Equatable, Result>(
        _ animation: Animation?, value: @escaping () -> Value, valueName name: String,
        made: (NodeID) -> Void = { _ in }, _ content: () throws -> Result
    ) rethrows -> Result {
        try scoped(.animation(animation), value: value, label: "animation scope", name: name, made: made, content)
    }

    /// ``transaction(value:_:_:)`` with the scope's value node named `name`, handed to `made`.
    package func transaction<Value: Equatable, Result>(
        value: @escaping () -> Value, valueName name: String, made: (NodeID) -> Void = { _ in },
        _ transform: @escaping (inout Transaction) -> Void, _ content: () throws -> Result
    ) rethrows -> Result {
        try scoped(.transform(transform), value: value, label: "transaction scope", name: name, made: made, content)
    }

    /// The scoped modifiers in force where nodes are created now, outermost first: a front end
    /// that creates part of a subtree later (a branch that appears) restores them around it with
    /// ``withScopes(_:_:)``.
    package var currentScopes: _ScopeSnapshot { _ScopeSnapshot(modifiers: scopeStack) }

    /// Creates nodes in `content` inside exactly the scoped modifiers of `scopes`.
    package func withScopes<Result>(_ scopes: _ScopeSnapshot, _ content: () throws -> Result) rethrows -> Result {
        let saved = scopeStack
        scopeStack = scopes.modifiers
        defer { scopeStack = saved }
        return try content()
    }

    /// Transforms every transaction that reaches the nodes created in `content`, as SwiftUI's
    /// `.transaction(_:)` modifier does.
    ///
    /// - Parameters:
    ///   - transform: Changes the transaction: its animation, `disablesAnimations`, custom keys.
    ///   - content: Creates the nodes the scope applies to.
    /// - Returns: What `content` returns.
    public func transaction<Result>(
        _ transform: @escaping (inout Transaction) -> Void, _ content: () throws -> Result
    ) rethrows -> Result {
        scopeStack.append(_ScopeModifier(kind: .transform(transform), valueChanged: nil, label: "transaction scope"))
        defer { scopeStack.removeLast() }
        return try content()
    }

    /// Transforms the transactions that reach the nodes created in `content`, only when `value`
    /// changed in them, as SwiftUI's `.transaction(value:_:)` modifier does.
    ///
    /// - Parameters:
    ///   - value: Read like a rule; the scope applies when its result changes.
    ///   - transform: Changes the transaction.
    ///   - content: Creates the nodes the scope applies to.
    /// - Returns: What `content` returns.
    public func transaction<Value: Equatable, Result>(
        value: @escaping () -> Value, _ transform: @escaping (inout Transaction) -> Void,
        _ content: () throws -> Result
    ) rethrows -> Result {
        try scoped(.transform(transform), value: value, label: "transaction scope", content)
    }

    private func scoped<Value: Equatable, Result>(
        _ kind: _ScopeModifier.Kind, value: @escaping () -> Value, label: String, name: String? = nil,
        made: (NodeID) -> Void = { _ in }, _ content: () throws -> Result
    ) rethrows -> Result {
        scopeCount += 1
        let valueNode = dependencyGraph.rule(name: name ?? "\(label) #\(scopeCount)", value)
        roles[valueNode.id] = .scopeValue
        made(valueNode.id)
        let modifier = _ScopeModifier(
            kind: kind,
            valueChanged: { [unowned(unsafe) self] in self.changedInCurrentPass(valueNode.id) },
            label: label)
        scopeStack.append(modifier)
        defer { scopeStack.removeLast() }
        return try content()
    }
}
