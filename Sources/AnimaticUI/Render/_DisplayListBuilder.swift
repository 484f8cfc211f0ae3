import Foundation
import GraphCore

/// Builds a host's display list: walks what was made for the views, reading each piece's frame from
/// its container's layout node and each effect's presented value from its node. Not API.
struct _DisplayListBuilder {
    /// The effects in force at a piece.
    struct Effects {
        var transform = AffineTransform()
        var opacity = 1.0
        var clip: [Path] = []
        /// The names of the nodes of the pieces passed on the way down, outermost first.
        var nodes: [String] = []
        /// The colour that text and images with no foreground style draw in: the primary colour,
        /// or the accent colour inside a button, as a default-styled button draws its label.
        var foreground = Color.primary
        /// The shadow of the innermost `shadow` around the piece.
        var shadow: DisplayList.Shadow?
    }

    private(set) var items: [DisplayList.Item] = []
    /// The name of a graph node.
    let name: (NodeID) -> String

    /// Adds the items of `node` and everything inside it; `region` is the layout value of the
    /// container that placed it, `frame` the frame of the piece it is inside.
    mutating func visit(_ node: _RenderNode, region: _LayoutPlacements, frame: CGRect, effects: Effects) {
        let frame = region[node]?.frame ?? frame
        let inner = node.layoutNode?.value ?? region
        var effects = effects
        effects.nodes += node.nodes.map(name)
        switch node.kind {
        case .group, .view:
            break
        case .modifier(let name, let value):
            switch name {
            case "overlay", "background":
                // Drawn base then overlay, or background then base.
                let order = name == "overlay" ? node.children : node.children.reversed()
                for child in order { visit(child, region: inner, frame: frame, effects: effects) }
                return
            default:
                apply(value.read(), in: frame, to: &effects)
                // Effects of huge factors can overflow (a scale of 1e300 turned by an angle): what
                // they would move has no place on the screen, and is not drawn.
                guard Self.isFinite(effects.transform) else { return }
            }
        case .primitive(let name, let value):
            if let item = item(name: name, value: value, frame: frame, placed: region[node], effects: effects) {
                items.append(item)
                return
            }
            if name == "Button" { effects.foreground = .accentColor }
        }
        for child in node.children { visit(child, region: inner, frame: frame, effects: effects) }
    }

    /// Whether every component of `transform` is a finite number.
    private static func isFinite(_ transform: AffineTransform) -> Bool {
        [transform.m11, transform.m12, transform.m21, transform.m22, transform.tX, transform.tY].allSatisfy(\.isFinite)
    }

    /// Folds a drawing effect into the effects in force; other modifiers change nothing.
    private func apply(_ modifier: Any, in frame: CGRect, to effects: inout Effects) {
        switch modifier {
        case let offset as _OffsetEffect:
            effects.transform = Self.compose(
                effects.transform, AffineTransform(translationByX: offset.offset.width, byY: offset.offset.height))
        case let scale as _ScaleEffect:
            let anchor = Self.point(scale.anchor, in: frame)
            effects.transform = Self.compose(
                effects.transform,
                AffineTransform(
                    m11: scale.scale.width, m12: 0, m21: 0, m22: scale.scale.height,
                    tX: anchor.x - scale.scale.width * anchor.x, tY: anchor.y - scale.scale.height * anchor.y))
        case let rotation as _RotationEffect:
            let anchor = Self.point(rotation.anchor, in: frame)
            let cosine = cos(rotation.angle.radians)
            let sine = sin(rotation.angle.radians)
            // Clockwise on a screen whose y axis points down.
            effects.transform = Self.compose(
                effects.transform,
                AffineTransform(
                    m11: cosine, m12: sine, m21: -sine, m22: cosine,
                    tX: anchor.x - (cosine * anchor.x - sine * anchor.y),
                    tY: anchor.y - (sine * anchor.x + cosine * anchor.y)))
        case let shadow as _ShadowEffect:
            effects.shadow = DisplayList.Shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        case let opacity as _OpacityEffect:
            // Drawn clamped to 0…1, as Core Animation clamps a layer's opacity (a spring may overshoot).
            effects.opacity *= min(max(opacity.opacity, 0), 1)
        case let clip as any _ClipShaping:
            effects.clip.append(clip._clipPath(in: frame).applying(effects.transform))
        default:
            break
        }
    }

    /// The item a leaf draws, or `nil` for a piece that draws only what is inside it.
    private func item(
        name: String, value: _ViewInput<Any>, frame: CGRect, placed: _LayoutPlacements.Placed?, effects: Effects
    ) -> DisplayList.Item? {
        var item: DisplayList.Item
        switch name {
        case "Text":
            guard let text = value.read() as? Text else { return nil }
            let font = _ViewLayout.font(of: text)
            item = DisplayList.Item(view: name, kind: .text, frame: frame)
            item.text = text.content
            item.lines = _TextLayout(
                text.content, font: font, proposal: placed?.proposal ?? ProposedViewSize(frame.size)
            ).lines.map(\.text)
            item.fontSize = font.pointSize
            item.fontWeight = font.weight
            item.fill =
                text.foregroundStyle.map { _resolvedColor($0, foreground: effects.foreground) } ?? effects.foreground
        case "Image":
            guard let image = value.read() as? _ResolvedImage else { return nil }
            item = DisplayList.Item(view: name, kind: .image, frame: frame)
            item.systemImage = image.image.systemName
            item.fontSize = image.font.pointSize
            item.fill =
                image.style.foregroundStyle.map { _resolvedColor($0, foreground: effects.foreground) }
                ?? effects.foreground
        case "Color":
            guard let color = value.read() as? Color else { return nil }
            item = DisplayList.Item(view: name, kind: .shape, frame: frame)
            item.path = Path(frame)
            item.fill = color
        default:
            guard let shape = value.read() as? any _ShapeDrawing else { return nil }
            item = shape._item(view: name, frame: frame)
        }
        item.transform = effects.transform
        item.opacity = effects.opacity
        item.clip = effects.clip
        item.shadow = effects.shadow
        item.nodes = effects.nodes
        return item
    }

    private static func point(_ anchor: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    /// `outer` after `inner`: a point goes through `inner` first.
    static func compose(_ outer: AffineTransform, _ inner: AffineTransform) -> AffineTransform {
        AffineTransform(
            m11: outer.m11 * inner.m11 + outer.m21 * inner.m12,
            m12: outer.m12 * inner.m11 + outer.m22 * inner.m12,
            m21: outer.m11 * inner.m21 + outer.m21 * inner.m22,
            m22: outer.m12 * inner.m21 + outer.m22 * inner.m22,
            tX: outer.m11 * inner.tX + outer.m21 * inner.tY + outer.tX,
            tY: outer.m12 * inner.tX + outer.m22 * inner.tY + outer.tY)
    }
}
