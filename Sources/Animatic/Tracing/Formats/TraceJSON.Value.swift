import Foundation

extension TraceJSON {
    /// A node's value: its full description, its number when it is one, its named numeric
    /// components and, for a drawing, its SVG path data.
    public struct Value: Codable, Equatable, Sendable {
        /// The value's description: `String(describing:)`, strings in double quotes, numbers at
        /// full precision.
        public var text: String
        /// The value as a number, when it is a `Double`, `Float`, `CGFloat`, an integer or a
        /// `Bool` (1 or 0); absent otherwise.
        public var number: Double?
        /// The numbers the value holds, named (see ``TraceValue/components``); absent when it holds
        /// none. Since version 2.
        public var components: [Component]?
        /// For a `Path`, or a `Shape` drawn in the document's ``TraceJSON/canvas``: the SVG path
        /// data, as `Path.svgPathData` writes it; absent otherwise. Since version 2.
        public var path: String?

        /// Creates a value.
        public init(text: String, number: Double? = nil, components: [Component]? = nil, path: String? = nil) {
            self.text = text
            self.number = number
            self.components = components
            self.path = path
        }

        /// The JSON form of a recorded value.
        ///
        /// - Parameters:
        ///   - value: The recorded value.
        ///   - canvas: The frame a `Shape` is drawn in for its path data.
        public init(_ value: TraceValue, canvas: CGRect = Trace.defaultCanvas) {
            if let number = value.base as? Double {
                // The common case, cast once: the text is the number's description.
                let finite = number.isFinite ? number : nil
                self.init(
                    text: number.description, number: finite, components: [Component(name: "value", value: finite)])
                return
            }
            if let number = value.number {
                // A number is its own one component and never a drawing: no further casts.
                let finite = number.isFinite ? number : nil
                self.init(
                    text: value.description, number: finite, components: [Component(name: "value", value: finite)])
                return
            }
            let components = value.components
            self.init(
                text: value.description, number: nil,
                components: components.isEmpty ? nil : components.map(Component.init),
                path: value.svgPathData(in: canvas))
        }
    }

    /// One named number of a value.
    public struct Component: Codable, Equatable, Sendable {
        /// The component's name: `value`, `level`, `origin.x`, `first.second`.
        public var name: String
        /// The number; absent when it is not finite (JSON has no NaN or infinity).
        public var value: Double?

        /// Creates a component.
        public init(name: String, value: Double?) {
            self.name = name
            self.value = value
        }

        /// The JSON form of a component.
        public init(_ component: TraceComponent) {
            self.init(name: component.name, value: component.value.isFinite ? component.value : nil)
        }
    }

    /// The frame shapes are drawn in for their path data.
    public struct Canvas: Codable, Equatable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a canvas.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The JSON form of a rectangle.
        public init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width),
                height: Double(rect.height))
        }

        /// The rectangle.
        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }
}
