/// Finds the tap targets of a host's views: walks what was made for them and asks each piece,
/// through ``_TapTarget``, ``_TapScope`` and ``_TapLabelling``, whether it can be tapped, how it
/// changes the targets inside it, and what words it lends to a button around it. Not API.
///
/// A target answers to:
/// - the accessibility identifiers around it (that no target nearer them took);
/// - its own title (`Button("Add")`);
/// - for a button, every `Text` string and `Image(systemName:)` name in its label;
/// - failing these, the texts and symbol names of the control it is drawn for (a `Toggle` drawn by
///   a style of one's own, whose gesture answers to the toggle's label);
/// - failing all of these, the name of the view whose body declares it (`CounterExample`).
///
/// A label that several targets answer to is qualified by place: the targets that share it answer
/// to `label #1`, `label #2`, …, numbered in the order of the views (depth first, as the body
/// declares them), and no longer to the bare label.
enum _TapFinder {
    /// The targets under `root`, in the order of the views, with their labels qualified.
    static func targets(under root: _RenderNode) -> [_TapTargetFound] {
        var found: [_TapTargetFound] = []
        visit(root, scope: _TapScopeState(), view: nil, into: &found)
        return qualified(found.filter { $0.slider == nil })
    }

    /// The sliders under `root`, in the order of the views, answering as targets do: to the
    /// identifiers around them, the texts of their labels, or `Slider`; qualified by place when
    /// several share a label.
    static func sliders(under root: _RenderNode) -> [_TapTargetFound] {
        var found: [_TapTargetFound] = []
        visit(root, scope: _TapScopeState(), view: nil, into: &found)
        return qualified(found.filter { $0.slider != nil })
    }

    private static func visit(
        _ node: _RenderNode, scope: _TapScopeState, view: String?, into found: inout [_TapTargetFound]
    ) {
        var scope = scope
        var view = view
        switch node.kind {
        case .group:
            break
        case .view(let name):
            view = name
        case .primitive(_, let value), .modifier(_, let value):
            let piece = value.peek()
            if let scoping = piece as? any _TapScope {
                scoping._apply(to: &scope)
                if piece is _ControlLabelModifier { scope.controlLabels = contentLabels(of: node) }
            }
            if let slider = piece as? _SliderControl {
                var labels = scope.identifiers + slider.titles
                if labels.isEmpty { labels = ["Slider"] }
                var target = _TapTargetFound(
                    labels: unique(labels), isEnabled: scope.isEnabled, disabledBy: scope.disabledBy, kind: "Slider",
                    action: { {} })
                target.slider = { value.peek() as? _SliderControl }
                found.append(target)
                scope.identifiers = []
            }
            if let target = piece as? any _TapTarget {
                var labels = scope.identifiers + target._tapTitles
                if target._isLabelledByContent { labels += contentLabels(of: node) }
                if labels.isEmpty { labels = scope.controlLabels }
                if labels.isEmpty, let view { labels = [view] }
                found.append(
                    _TapTargetFound(
                        labels: unique(labels), isEnabled: scope.isEnabled, disabledBy: scope.disabledBy,
                        kind: kindName(of: target), action: { (value.peek() as? any _TapTarget)?._tapAction ?? {} }))
                scope.identifiers = []
            }
        }
        // A removed view still drawn during its removal transition takes no taps.
        for child in node.children where !child.isRemoving { visit(child, scope: scope, view: view, into: &found) }
    }

    /// The words of the leaves inside a button's label, in order.
    private static func contentLabels(of node: _RenderNode) -> [String] {
        var labels: [String] = []
        for child in node.children {
            child.forEachNode { piece in
                switch piece.kind {
                case .primitive(_, let value), .modifier(_, let value):
                    if let label = (value.peek() as? any _TapLabelling)?._tapLabel { labels.append(label) }
                case .group, .view:
                    break
                }
            }
        }
        return labels
    }

    private static func kindName(of target: any _TapTarget) -> String {
        String(_typeName(type(of: target)).prefix { $0 != "<" })
    }

    private static func unique(_ labels: [String]) -> [String] {
        var seen: Set<String> = []
        return labels.filter { seen.insert($0).inserted }
    }

    /// Replaces each label that several targets share by `label #n` on each of them.
    private static func qualified(_ found: [_TapTargetFound]) -> [_TapTargetFound] {
        var holders: [String: Int] = [:]
        for target in found { for label in target.labels { holders[label, default: 0] += 1 } }
        var numbered: [String: Int] = [:]
        return found.map { target in
            var target = target
            target.labels = target.labels.map { label in
                guard holders[label, default: 0] > 1 else { return label }
                target.sharedLabels.append(label)
                numbered[label, default: 0] += 1
                return "\(label) #\(numbered[label]!)"
            }
            return target
        }
    }
}
