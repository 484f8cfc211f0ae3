import GraphCore

/// Runs a SwiftUI view on a virtual clock: builds the attribute graph SwiftUI builds for it, runs
/// its frames, applies taps, and records the trace.
///
///     let host = ViewHost(LikeButton())
///     host.update()                    // the first frame: the graph is built, every body runs
///     host.tap("like")                 // a Button's title, or an accessibilityIdentifier
///     host.advance(by: 0.05)           // frames, as AnimationGraph runs them
///     host.trace.samples(of: "scaleEffect")
///
/// The graph's nodes are named after the code: a state is `<View>.<property>` (`LikeButton.liked`),
/// a body `<View>.body`, an animatable view or shape its type's name (`Counter`, `Wave`), a built-in
/// animatable modifier the modifier's name (`scaleEffect`, `opacity`, `offset`, `rotationEffect`,
/// `frame`, `padding`). Names that one body would make more than once are qualified by their place
/// (`ZStack[0]/Wave`, `ZStack[1]/Wave`), and rows of a `ForEach` by their id (`ForEach[3]/Row`).
///
/// The first frame builds the tree level by level: a body's content is built at the end of the pass
/// in which the body first ran, and the frame runs another pass for it, so one ``update()`` builds
/// and runs everything. A host is not thread-safe: use it from one task at a time.
public final class ViewHost {
    /// The graph underneath, with the nodes built from the view.
    public let graph: AnimationGraph
    /// The size of the screen the root view is shown on, in points.
    public let size: CGSize
    /// The screen's safe area, as insets from its edges: the root view is proposed what is inside
    /// them and centred there.
    public let safeArea: EdgeInsets
    let views: _ViewGraph
    /// The root of what is drawn.
    let root: _RenderNode
    /// The display list kept between frames (see ``displayList``).
    let displayCache = _DisplayListCache()
    /// The environment at the root; set it with ``setEnvironment(_:_:)``.
    private let environmentInput: StateNode<EnvironmentValues>
    private let rootSubtree = _Subtree(parent: nil)

    /// The screen size of an iPhone 16 Pro in portrait, 402 × 874 points: the default.
    public static let defaultSize = CGSize(width: 402, height: 874)

    /// The safe area of an iPhone 16 Pro in portrait: 62 points at the top (the status bar around
    /// the Dynamic Island) and 34 at the bottom (the home indicator), which leaves 402 × 778 points
    /// at y = 62 on the default screen.
    public static let defaultSafeArea = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)

    /// Builds the graph of `view`.
    ///
    /// - Parameters:
    ///   - view: The root view.
    ///   - framesPerSecond: The clock's frame rate; 60 by default.
    ///   - size: The screen's size in points; 402 × 874 by default.
    ///   - safeArea: The screen's safe area, as insets from its edges; 62 points at the top and 34 at
    ///     the bottom by default. Pass `EdgeInsets()` to lay the root view out on the whole screen.
    ///   - tracing: How much history the trace keeps; everything by default.
    public convenience init<Root: View>(
        _ view: Root, framesPerSecond: Double = 60, size: CGSize = ViewHost.defaultSize,
        safeArea: EdgeInsets = ViewHost.defaultSafeArea, tracing: TraceMode = .unbounded
    ) {
        self.init(
            view, graph: AnimationGraph(framesPerSecond: framesPerSecond, tracing: tracing), size: size,
            safeArea: safeArea)
    }

    /// Builds the graph of `view` on a graph made elsewhere, such as the one a scene runs on.
    ///
    /// The graph's frame rate and tracing are its own. The graph keeps what builds the views alive,
    /// so it runs the view's frames even once the host itself is no longer held; keep the host to
    /// tap, read the layout or draw.
    ///
    /// - Parameters:
    ///   - view: The root view.
    ///   - graph: A graph on which no frame has run yet.
    ///   - size: The screen's size in points; 402 × 874 by default.
    ///   - safeArea: The screen's safe area, as insets from its edges; 62 points at the top and 34 at
    ///     the bottom by default.
    public init<Root: View>(
        _ view: Root, graph: AnimationGraph, size: CGSize = ViewHost.defaultSize,
        safeArea: EdgeInsets = ViewHost.defaultSafeArea
    ) {
        _checkValueType(Root.self)
        precondition(
            [size.width, size.height].allSatisfy { $0.isFinite && $0 >= 0 }
                && [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].allSatisfy {
                    $0.isFinite && $0 >= 0
                },
            "ViewHost(size: \(size), safeArea: \(safeArea)): the screen's size and its safe area's insets must be "
                + "finite numbers of points, zero or more.")
        self.graph = graph
        self.size = size
        self.safeArea = safeArea
        views = _ViewGraph(graph: graph)
        views.screen = _Screen(size: size, insets: safeArea)
        environmentInput = graph.state(EnvironmentValues(), name: "environment")
        graph.markViewInternal(environmentInput.id)
        let rootInput = graph.state(view, name: "ViewHost.root")
        graph.markViewInternal(rootInput.id)
        let nodes = graph.dependencyGraph
        let environment = _GraphValue.state(environmentInput, in: nodes)
        let inputs = _ViewInputs(
            graph: views, subtree: rootSubtree, environment: environment,
            inheritedTextStyle: _InheritedTextStyleSource(environment), namePrefix: "", place: [], repeatedNames: [],
            containerName: "root", modifierContents: [])
        root = _RenderNode(.group, children: Root._makeView(view: .state(rootInput, in: nodes), inputs: inputs).nodes)
        _ViewLayout.makeRootNode(for: root, graph: views)
        views.owned = [root, rootSubtree]
    }

    // MARK: Frames

    /// The time of the latest frame, in seconds.
    public var time: Double { graph.time }

    /// Whether anything depends on time: some node re-runs every frame.
    public var isAnimating: Bool { graph.isAnimating }

    /// The recorded history, with the nodes named after the code.
    public var trace: Trace { graph.trace }

    /// Runs one frame at the current time: the first one builds the tree.
    public func update() { graph.update() }

    /// Runs the frames of the next `seconds` seconds.
    public func advance(by seconds: Double) { graph.advance(by: seconds) }

    /// Runs every frame up to `time`.
    public func advance(to time: Double) { graph.advance(to: time) }

    /// How many nodes the views' places hold (the host's own nodes, the clock and the root, apart).
    public var viewNodeCount: Int { rootSubtree.nodeCount }

    /// What the views did that SwiftUI would warn about, such as duplicate `ForEach` ids.
    public var warnings: [String] { views.warnings }

    // MARK: Changes

    /// Sets an environment value at the root, as a change of the device's settings would: the
    /// bodies that read the key run again at the next frame.
    public func setEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        var environment = environmentInput.input.withoutDependencies { environmentInput.value }
        environment[keyPath: keyPath] = value
        environmentInput.value = environment
    }

    /// Runs `change` as an interaction with the views, such as a button's action: the states it
    /// writes are queued with the transaction in force and applied at the next frame, one
    /// transaction per pass (see ``withAnimation(_:_:)``). `DispatchQueue.main.asyncAfter` and
    /// `Timer.scheduledTimer` called in it run their work on the host's clock.
    public func perform<Result>(_ change: () throws -> Result) rethrows -> Result {
        try _ClockContext.with(views, change)
    }
}

/// Stops with what to do when a view type is a class: SwiftUI's views are values. `place` names
/// where the view is (`ListScreen.body`), when it is not the root.
func _checkValueType<Content>(_ type: Content.Type, in place: String? = nil) {
    precondition(
        !(Content.self is AnyClass),
        "\(Content.self)\(place.map { " (in \($0))" } ?? "") is a class, and a view must be a value type: SwiftUI "
            + "compares a view's values to decide whether its body runs again, which a shared instance defeats. "
            + "Make \(Content.self) a struct.")
}
