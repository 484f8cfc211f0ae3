/// A colour, as SwiftUI's `Color`: the system colours by name, or components in the sRGB space.
///
/// A colour is a view (it fills the space it is offered) and a ``ShapeStyle``. Its animatable data
/// is its four components, so a fill's colour animates.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible, _PrimitiveView {
    /// The red, green, blue and opacity components, from 0 to 1.
    public var red: Double, green: Double, blue: Double, opacity: Double
    /// The system colour's name, if this is one (`orange`): kept only while the red, green and blue
    /// components are the named colour's, so that a colour between two others is never shown by a
    /// name.
    private(set) var name: String?

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        name = nil
    }

    /// A grey.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    init(_ name: String, _ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        opacity = 1
        self.name = name
    }

    /// This colour at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        return color
    }

    /// `orange`, `orange.opacity(0.4)`, or `Color(red: …, green: …, blue: …)`, each number whole
    /// (timelines round them): a system colour by its name only while its red, green and blue are
    /// the named colour's, so a colour part way through an animation shows its components. A
    /// system colour's opacity is the one code applies to it: `secondary` is translucent itself, and
    /// `secondary.opacity(0.5)` is half as opaque as `secondary`.
    public var description: String {
        func text(_ number: Double) -> String { _DecimalText.shortest(number) }
        if let name {
            let ownOpacity = name == "secondary" ? Color.secondary.opacity : 1
            return opacity == ownOpacity ? name : "\(name).opacity(\(text(opacity / ownOpacity)))"
        }
        let base = "Color(red: \(text(red)), green: \(text(green)), blue: \(text(blue))"
        return opacity == 1 ? base + ")" : base + ", opacity: \(text(opacity)))"
    }

    /// The components as `#rrggbb` for SVG.
    var hex: String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let render = _RenderNode(.primitive(name: "Color", value: view.map { $0 }))
        _PresentedFrame.make(for: render, name: "Color", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}

extension Color: Animatable {
    /// The four components.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, opacity)) }
        set {
            // A system colour's name stays only while the colour is still that colour; a colour that
            // lands exactly on a system colour (an animation's first or last frame) takes its name.
            if newValue.first.first != red || newValue.first.second != green || newValue.second.first != blue {
                name = Color.systemName(
                    red: newValue.first.first, green: newValue.first.second, blue: newValue.second.first)
            }
            red = newValue.first.first
            green = newValue.first.second
            blue = newValue.second.first
            opacity = newValue.second.second
        }
    }
}

extension ShapeStyle where Self == Color {
    // The system colours, with the components of iOS's light appearance.
    /// The system colour red.
    public static var red: Color { Color("red", 1, 0.231, 0.188) }
    /// The system colour orange.
    public static var orange: Color { Color("orange", 1, 0.584, 0) }
    /// The system colour yellow.
    public static var yellow: Color { Color("yellow", 1, 0.8, 0) }
    /// The system colour green.
    public static var green: Color { Color("green", 0.204, 0.78, 0.349) }
    /// The system colour mint.
    public static var mint: Color { Color("mint", 0, 0.78, 0.745) }
    /// The system colour teal.
    public static var teal: Color { Color("teal", 0.188, 0.69, 0.78) }
    /// The system colour cyan.
    public static var cyan: Color { Color("cyan", 0.196, 0.678, 0.902) }
    /// The system colour blue.
    public static var blue: Color { Color("blue", 0, 0.478, 1) }
    /// The system colour indigo.
    public static var indigo: Color { Color("indigo", 0.345, 0.337, 0.839) }
    /// The system colour purple.
    public static var purple: Color { Color("purple", 0.686, 0.322, 0.871) }
    /// The system colour pink.
    public static var pink: Color { Color("pink", 1, 0.176, 0.333) }
    /// The system colour brown.
    public static var brown: Color { Color("brown", 0.635, 0.518, 0.369) }
    /// The system colour gray.
    public static var gray: Color { Color("gray", 0.557, 0.557, 0.576) }
    /// The system colour black.
    public static var black: Color { Color("black", 0, 0, 0) }
    /// The system colour white.
    public static var white: Color { Color("white", 1, 1, 1) }
    /// The system colour clear.
    public static var clear: Color { Color(red: 0, green: 0, blue: 0, opacity: 0) }
    /// The system colour accentColor.
    public static var accentColor: Color { Color("accentColor", 0, 0.478, 1) }
}

extension Color {
    /// The colour of primary content: iOS's label colour in the light appearance, black.
    ///
    /// Declared on `Color` only, as in SwiftUI, so that `.foregroundStyle(.primary)` means the
    /// hierarchical style and is not ambiguous.
    public static var primary: Color { Color("primary", 0, 0, 0) }
    /// The colour of secondary content: iOS's secondary label colour in the light appearance, a
    /// grey (60, 60, 67) at 60 % opacity.
    ///
    /// Declared on `Color` only, as in SwiftUI, so that `.foregroundStyle(.secondary)` means the
    /// hierarchical style and is not ambiguous.
    public static var secondary: Color { Color("secondary", 0.235, 0.235, 0.263).opacity(0.6) }
}
