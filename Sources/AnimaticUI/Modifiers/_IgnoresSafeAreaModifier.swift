/// `ignoresSafeArea(_:edges:)`: lets its content extend into the unsafe part of the screen on the
/// chosen edges where it reaches the safe area's boundary. Not API.
public struct _IgnoresSafeAreaModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The modifier's name in traces and drawings.
    public static let _name = "ignoresSafeArea"
    /// The kinds of safe area ignored.
    public var regions: SafeAreaRegions
    /// The edges on which the content may extend.
    public var edges: Edge.Set

    /// Adds the name of the layout node, `ignoresSafeArea.layout`. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[_name, default: 0] += 1
    }

    /// The edges the content extends on: none when only the keyboard's region, which the simulated
    /// screen does not have, is ignored.
    var extendedEdges: Edge.Set { regions.contains(.container) ? edges : [] }

    /// The value as code writes it.
    public var description: String {
        var parts: [String] = []
        if regions != .all { parts.append(regions == .container ? ".container" : ".keyboard") }
        if edges != .all { parts.append("edges: \(Self.text(of: edges))") }
        return "ignoresSafeArea(\(parts.joined(separator: ", ")))"
    }

    /// A set of edges as code writes it: `.top`, `[.top, .leading]`, `.vertical`.
    static func text(of edges: Edge.Set) -> String {
        let named: [(Edge.Set, String)] = [(.all, ".all"), (.vertical, ".vertical"), (.horizontal, ".horizontal")]
        if let name = named.first(where: { $0.0 == edges })?.1 { return name }
        let single: [(Edge.Set, String)] = [
            (.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
        ]
        let parts = single.filter { edges.contains($0.0) }.map(\.1)
        return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
    }
}

extension View {
    /// Extends the view into the unsafe part of the screen, as SwiftUI's
    /// `ignoresSafeArea(_:edges:)`: on each of `edges` where the view reaches the safe area's
    /// boundary, it is placed and proposed up to the screen's edge. The size its container sees is
    /// unchanged.
    ///
    /// - Parameters:
    ///   - regions: The kinds of safe area to ignore; every kind by default. The simulated screen
    ///     has no keyboard, so `.keyboard` alone changes nothing.
    ///   - edges: The edges to extend on; all four by default.
    public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> ModifiedContent<Self, _IgnoresSafeAreaModifier> {
        modifier(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Extends the view into the unsafe part of the screen on `edges`, as SwiftUI's
    /// `edgesIgnoringSafeArea(_:)`, which SwiftUI deprecates in favour of
    /// `ignoresSafeArea(_:edges:)`: the same as `ignoresSafeArea(.container, edges: edges)`.
    ///
    /// - Parameter edges: The edges to extend on.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _IgnoresSafeAreaModifier> {
        modifier(_IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }
}
