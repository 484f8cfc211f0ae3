import AnimaticUI
import Foundation
import Testing

/// Two thirds and one third of a point, the pixel grid that text sizes round up to.
let third: CGFloat = 1.0 / 3

/// A length or coordinate written for a failure message: whole numbers bare, others to 3
/// decimals.
func describe(_ value: CGFloat) -> String {
    if value == value.rounded() { return String(Int(value)) }
    return String(format: "%.3f", Double(value))
}

/// A rectangle written as `(x, y) w × h`.
func describe(_ rect: CGRect) -> String {
    "(\(describe(rect.minX)), \(describe(rect.minY))) \(describe(rect.width)) × \(describe(rect.height))"
}

/// Whether two lengths agree within 10⁻⁹.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) <= 1e-9
}

/// Expects a size, within 10⁻⁹, with a message naming what was measured.
func expectSize(
    _ actual: CGSize, _ expected: CGSize, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if !close(actual.width, expected.width) || !close(actual.height, expected.height) {
        Issue.record(
            """
            \(what) is \(describe(actual.width)) × \(describe(actual.height)), \
            expected \(describe(expected.width)) × \(describe(expected.height))
            """,
            sourceLocation: sourceLocation)
    }
}

/// Expects the frames of named nodes, within 10⁻⁹; a failure lists every frame expected
/// against the one laid out, marking the ones that differ.
func expectFrames(
    _ placements: [_LayoutNode.Placement], _ expected: KeyValuePairs<String, CGRect>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var lines: [String] = []
    var failed = false
    for (name, rect) in expected {
        guard let placement = placements.first(where: { $0.name == name }) else {
            failed = true
            lines.append("✗ \(name): not placed (placed: \(placements.map(\.name).joined(separator: ", ")))")
            continue
        }
        let frame = placement.frame
        let same =
            close(frame.minX, rect.minX) && close(frame.minY, rect.minY) && close(frame.width, rect.width)
            && close(frame.height, rect.height)
        failed = failed || !same
        lines.append(
            same
                ? "  \(name): \(describe(frame))"
                : "✗ \(name): \(describe(frame)), expected \(describe(rect)) (proposed \(placement.proposal))")
    }
    if failed {
        Issue.record(
            Comment(rawValue: "Frames differ:\n" + lines.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}

/// A rectangle from its origin and size.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
