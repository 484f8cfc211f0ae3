import AnimaticUI
import Foundation

/// Writes display lists as SVG for ``ScreenDrawing``, and items one by one for the inspector's
/// screen. Not API.
package enum _ScreenSVG {
    /// The definitions of a document (clip paths, gradients, blur and shadow filters), each written
    /// once under its own id.
    package struct Clips {
        let prefix: String
        var ids: [String: String] = [:]
        /// The definitions of the ids given so far, in the order given.
        package private(set) var definitions = ""

        /// No clip path yet; ids will be `prefix-1`, `prefix-2` and on.
        package init(prefix: String) {
            self.prefix = prefix
        }

        /// The id of a clip path of data `data`, defined on first use.
        mutating func id(for data: String) -> String {
            if let id = ids[data] { return id }
            let id = "\(prefix)-\(ids.count + 1)"
            ids[data] = id
            definitions += "<clipPath id=\"\(id)\"><path d=\"\(data)\"/></clipPath>"
            return id
        }

        /// The id of the definition `element` writes for an id (a gradient, a filter), defined on
        /// first use; `key` says when two are the same.
        mutating func id(forKey key: String, _ element: (String) -> String) -> String {
            if let id = ids[key] { return id }
            let id = "\(prefix)-\(ids.count + 1)"
            ids[key] = id
            definitions += element(id)
            return id
        }

        /// The id of the filter that draws `shadow`, defined on first use: a drop shadow whose blur's
        /// standard deviation is half the radius, as Core Animation blurs a shadow.
        mutating func id(for shadow: DisplayList.Shadow) -> String {
            let color = shadow.color
            let flood =
                _ScreenSVG.paint("flood-color", Color(red: color.red, green: color.green, blue: color.blue))
                + " flood-opacity=\"\(_ScreenSVG.number(color.opacity))\""
            let filter =
                "<feDropShadow dx=\"\(_ScreenSVG.number(shadow.x))\" dy=\"\(_ScreenSVG.number(shadow.y))\" "
                + "stdDeviation=\"\(_ScreenSVG.number(shadow.radius / 2))\"\(flood)/>"
            return id(forKey: filter) {
                "<filter id=\"\($0)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">\(filter)</filter>"
            }
        }
    }

    static let gap = 24.0
    static let labelHeight = 30.0

    static func document(_ moments: [ScreenDrawing.Moment], labelled: Bool) -> String {
        let size = moments.first?.displayList.size ?? .zero
        let cellWidth = Double(size.width) + gap
        let top = labelHeight
        let width = max(cellWidth * Double(moments.count) - gap, 0) + 2 * gap / 2
        let height = Double(size.height) + top + gap / 2
        var clips = Clips(prefix: "clip")
        var body = ""
        for (index, moment) in moments.enumerated() {
            let x = gap / 2 + cellWidth * Double(index)
            let label =
                labelled
                ? "frame \(moment.frame), \(_TextFormatting.fixed(moment.time, decimals: 3)) s"
                : "frame \(moment.frame), t = \(_TextFormatting.fixed(moment.time, decimals: 3)) s"
            body += "<text class=\"label\" x=\"\(number(x))\" y=\"\(number(top - 10))\">\(label)</text>\n"
            body += "<g transform=\"translate(\(number(x)),\(number(top)))\" data-frame=\"\(moment.frame)\">"
            body += screen(moment.displayList, clips: &clips)
            body += "</g>\n"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" \
            font-family="-apple-system, 'SF Pro Text', Helvetica, Arial, sans-serif">
            <style>.label{font-size:13px;fill:#555}.screen{fill:#ffffff;stroke:#c9ccd3;stroke-width:1}\
            .placeholder{fill:none;stroke-width:0.75;stroke-dasharray:2 1.5}</style>
            <rect width="100%" height="100%" fill="#f4f5f7"/>
            <defs>\(clips.definitions)</defs>
            \(body)</svg>

            """
    }

    /// One screen: its background, then its items back to front.
    static func screen(_ list: DisplayList, clips: inout Clips) -> String {
        var svg =
            "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(number(list.size.width))\" "
            + "height=\"\(number(list.size.height))\" rx=\"24\""
            // The style attribute too: a drawing's `.screen` rule (white) outranks a fill attribute.
            + (list.colorScheme == .dark ? " fill=\"#000000\" style=\"fill:#000000\"/>" : "/>")
        for item in list.items { svg += element(item, clips: &clips) }
        return "<g>" + svg + "</g>"
    }

    /// The element that draws one item: its shape, text or image, inside its transform, opacity
    /// and clips (their definitions added to `clips`), tagged with `data-view`.
    package static func element(_ item: DisplayList.Item, clips: inout Clips) -> String {
        var transform = item.transform
        if !item.projection.isAffine {
            // A perspective: a shape's path is drawn with each of its points projected; a text or an
            // image in the affine transform that puts three of its frame's corners where the
            // perspective puts them (SVG has no perspective), so its fourth corner is approximate.
            var projected = item
            projected.path = item.path.map { $0.projected(by: item.projection) }
            let corners = item.drawnCorners
            if item.kind == .shape {
                transform = AffineTransform()
            } else if let topLeft = corners[0], let topRight = corners[1], let bottomLeft = corners[3],
                item.frame.width > 0, item.frame.height > 0
            {
                let frame = item.frame
                let m11 = (topRight.x - topLeft.x) / frame.width
                let m12 = (topRight.y - topLeft.y) / frame.width
                let m21 = (bottomLeft.x - topLeft.x) / frame.height
                let m22 = (bottomLeft.y - topLeft.y) / frame.height
                transform = AffineTransform(
                    m11: m11, m12: m12, m21: m21, m22: m22,
                    tX: topLeft.x - m11 * frame.minX - m21 * frame.minY,
                    tY: topLeft.y - m12 * frame.minX - m22 * frame.minY)
            } else {
                // A corner behind the eye: nothing of the item is drawn.
                return ""
            }
            return element(projected, transform: transform, clips: &clips)
        }
        return element(item, transform: transform, clips: &clips)
    }

    private static func element(_ item: DisplayList.Item, transform: AffineTransform, clips: inout Clips) -> String {
        var drawn: String
        switch item.kind {
        case .shape: drawn = shape(item, clips: &clips)
        case .text: drawn = text(item)
        case .image: drawn = image(item)
        }
        if transform != AffineTransform() {
            // Four decimals: a rotation's coefficients rounded to two would move a 200-point view's
            // edge by a point.
            let t = transform
            let matrix = [t.m11, t.m12, t.m21, t.m22, t.tX, t.tY].map {
                _TextFormatting.decimal(Double($0), decimals: 4)
            }
            drawn = "<g transform=\"matrix(\(matrix.joined(separator: " ")))\">" + drawn + "</g>"
        }
        var attributes = " data-view=\"\(_TextFormatting.xml(item.view))\""
        if item.opacity != 1 { attributes += " opacity=\"\(number(item.opacity))\"" }
        // The shadow in screen points, outside the item's transform, as a shadow around the effects.
        if let shadow = item.shadow { attributes += " filter=\"url(#\(clips.id(for: shadow)))\"" }
        drawn = "<g\(attributes)>" + drawn + "</g>"
        // Effects and clips are in screen points: the innermost wraps the item first.
        for effect in item.effects.reversed() {
            switch effect {
            case .blur(let radius, _):
                guard radius > 0 else { continue }
                let deviation = number(radius)
                let id = clips.id(forKey: "blur \(deviation)") {
                    "<filter id=\"\($0)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                        + "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>"
                }
                drawn = "<g filter=\"url(#\(id))\">" + drawn + "</g>"
            case .mask(let path):
                drawn = "<g clip-path=\"url(#\(clips.id(for: path.svgPathData)))\">" + drawn + "</g>"
            }
        }
        for clip in item.clip.reversed() {
            drawn = "<g clip-path=\"url(#\(clips.id(for: clip.svgPathData)))\">" + drawn + "</g>"
        }
        return drawn
    }

    private static func shape(_ item: DisplayList.Item, clips: inout Clips) -> String {
        guard let path = item.path, !path.isEmpty else { return "" }
        let data = path.svgPathData
        let gradient = item.gradient.map { " url(#\(gradientID($0, around: item.frame, clips: &clips)))" }
        if let stroke = item.stroke {
            let style = item.strokeStyle ?? StrokeStyle()
            let paint = gradient.map { " stroke=\"\($0.dropFirst())\"" } ?? paint("stroke", stroke)
            var svg =
                "<path d=\"\(data)\" fill=\"none\"\(paint) stroke-width=\"\(number(style.lineWidth))\""
            if style.lineCap != .butt { svg += " stroke-linecap=\"\(style.lineCap)\"" }
            if style.lineJoin != .miter { svg += " stroke-linejoin=\"\(style.lineJoin)\"" }
            if !style.dash.isEmpty {
                svg += " stroke-dasharray=\"\(style.dash.map { number($0) }.joined(separator: " "))\""
                if style.dashPhase != 0 { svg += " stroke-dashoffset=\"\(number(style.dashPhase))\"" }
            }
            return svg + "/>"
        }
        let fill = gradient.map { " fill=\"\($0.dropFirst())\"" } ?? paint("fill", item.fill ?? .primary)
        return "<path d=\"\(data)\"\(fill)/>"
    }

    /// The id of a gradient's definition: an SVG `linearGradient` or `radialGradient` in the
    /// item's coordinates, or, for an angular gradient, which SVG lacks, a pattern of thin wedges
    /// around the centre, each of the colour at its middle angle, over the last colour (what lies
    /// past the end angle).
    private static func gradientID(
        _ fill: DisplayList.GradientFill, around frame: CGRect, clips: inout Clips
    ) -> String {
        let sorted = fill.gradient.stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        func stops(_ offset: (CGFloat) -> CGFloat) -> String {
            sorted.map { stop in
                var svg =
                    "<stop offset=\"\(number(offset(min(max(stop.location, 0), 1))))\" stop-color=\"\(hex(stop.color))\""
                if stop.color.opacity < 1 { svg += " stop-opacity=\"\(number(stop.color.opacity))\"" }
                return svg + "/>"
            }.joined()
        }
        switch fill.geometry {
        case .linear(let start, let end):
            let body =
                "gradientUnits=\"userSpaceOnUse\" x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" "
                + "x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">\(stops { $0 })</linearGradient>"
            return clips.id(forKey: "linear " + body) { "<linearGradient id=\"\($0)\" " + body }
        case .radial(let center, let startRadius, let endRadius):
            let outer = max(endRadius, startRadius, 0.001)
            let body =
                "gradientUnits=\"userSpaceOnUse\" cx=\"\(number(center.x))\" cy=\"\(number(center.y))\" "
                + "r=\"\(number(outer))\">\(stops { (startRadius + $0 * (endRadius - startRadius)) / outer })"
                + "</radialGradient>"
            return clips.id(forKey: "radial " + body) { "<radialGradient id=\"\($0)\" " + body }
        case .angular(let center, let startAngle, let endAngle):
            let area = frame.insetBy(dx: -frame.width - 1, dy: -frame.height - 1)
            let reach = 2 * max(area.width, area.height)
            var body =
                "<rect x=\"\(number(area.minX))\" y=\"\(number(area.minY))\" width=\"\(number(area.width))\" "
                + "height=\"\(number(area.height))\"\(paint("fill", fill.gradient.color(at: 1)))/>"
            let wedges = 90
            let span = endAngle.radians - startAngle.radians
            for index in 0..<wedges {
                let from = startAngle.radians + span * Double(index) / Double(wedges)
                // A little over the next wedge's start, so that no seam shows between them.
                let to = startAngle.radians + span * (Double(index) + 1.5) / Double(wedges)
                let color = fill.gradient.color(at: CGFloat((Double(index) + 0.5) / Double(wedges)))
                func corner(_ angle: Double) -> String {
                    "\(number(Double(center.x) + Double(reach) * cos(angle))),\(number(Double(center.y) + Double(reach) * sin(angle)))"
                }
                body +=
                    "<path d=\"M\(number(center.x)),\(number(center.y))L\(corner(from))L\(corner(to))Z\"\(paint("fill", color))/>"
            }
            let pattern =
                "patternUnits=\"userSpaceOnUse\" x=\"\(number(area.minX))\" y=\"\(number(area.minY))\" "
                + "width=\"\(number(area.width))\" height=\"\(number(area.height))\">\(body)</pattern>"
            return clips.id(forKey: "angular " + pattern) { "<pattern id=\"\($0)\" " + pattern }
        }
    }

    private static func text(_ item: DisplayList.Item) -> String {
        let size = item.fontSize ?? 17
        let lines = item.lines.isEmpty ? [item.text ?? ""] : item.lines
        let lineHeight = lines.isEmpty ? 0 : Double(item.frame.height) / Double(lines.count)
        var svg = ""
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let baseline = Double(item.frame.minY) + lineHeight * (Double(index) + 0.8)
            svg += "<text x=\"\(number(item.frame.minX))\" y=\"\(number(baseline))\" font-size=\"\(number(size))\""
            if let weight = item.fontWeight, weight != .regular { svg += " font-weight=\"\(cssWeight(weight))\"" }
            if lines.count == 1 {
                svg += " textLength=\"\(number(item.frame.width))\" lengthAdjust=\"spacingAndGlyphs\""
            }
            svg += "\(paint("fill", item.fill ?? .primary))>\(_TextFormatting.xml(line))</text>"
        }
        return svg
    }

    /// The CSS weight nearest a font weight: 400 regular, 700 bold, 100 to 900.
    private static func cssWeight(_ weight: Font.Weight) -> Int {
        let weights: [(Font.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
            (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        return weights.min { abs($0.0.value - weight.value) < abs($1.0.value - weight.value) }?.1 ?? 400
    }

    private static func image(_ item: DisplayList.Item) -> String {
        let frame = item.frame
        let name = item.systemImage ?? item.imageName ?? ""
        let label = max(2, Double(frame.width) / Double(max(name.count, 4)) * 1.4)
        return "<rect class=\"placeholder\" x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" "
            + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" rx=\"3\""
            + "\(paint("stroke", item.fill ?? .primary))><title>\(_TextFormatting.xml(name))</title></rect>"
            + "<text x=\"\(number(frame.midX))\" y=\"\(number(Double(frame.midY) + label / 3))\" "
            + "font-size=\"\(number(label))\" text-anchor=\"middle\"\(paint("fill", item.fill ?? .primary))>"
            + "\(_TextFormatting.xml(name))</text>"
    }

    /// A colour as `#rrggbb`.
    private static func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let digits = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#\(byte(color.red))\(byte(color.green))\(byte(color.blue))"
    }

    /// A colour as an attribute and, when not opaque, its opacity.
    private static func paint(_ attribute: String, _ color: Color) -> String {
        var svg = " \(attribute)=\"\(hex(color))\""
        if color.opacity < 1 { svg += " \(attribute)-opacity=\"\(number(color.opacity))\"" }
        return svg
    }

    static func number(_ value: Double) -> String { _TextFormatting.decimal(value, decimals: 2) }
    static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
