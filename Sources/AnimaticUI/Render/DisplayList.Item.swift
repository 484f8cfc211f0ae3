import Foundation

extension DisplayList {
    /// One thing drawn: a shape, a text or an image, with its frame and the effects in force.
    public struct Item: Equatable {
        /// What an item is.
        public enum Kind: String, Equatable, Sendable {
            /// A shape or a colour: a path filled or stroked.
            case shape
            /// A text.
            case text
            /// A symbol or asset image, drawn as a labelled placeholder.
            case image
        }

        /// The view: the name of its node (`Wave`, `ZStack[1]/Wave`, `Circle`), or its type for a
        /// view without a node (`Text`, `Image`, `Color`).
        public var view: String

        /// What the item is.
        public var kind: Kind

        /// The frame layout gave the view, in screen points, before any drawing effect.
        public var frame: CGRect

        /// A shape's path in ``frame``, in screen points, before effects (trimmed if trimmed).
        public var path: Path? {
            get { extras?.path ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.path = newValue } }
        }

        /// The colour a shape is filled with, or a text drawn in; `nil` when it is stroked.
        public var fill: Color?

        /// The colour of a stroked shape's outline.
        public var stroke: Color? {
            get { extras?.stroke ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.stroke = newValue } }
        }

        /// The gradient a shape is filled or stroked with, when its style is one (`LinearGradient`,
        /// `RadialGradient`, `AngularGradient`, `Gradient`); ``fill`` or ``stroke`` then holds the
        /// gradient's colour at its start, for a reader that draws colours only.
        public var gradient: GradientFill? {
            get { extras?.gradient ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.gradient = newValue } }
        }

        /// How a stroked shape's outline is drawn.
        public var strokeStyle: StrokeStyle? {
            get { extras?.strokeStyle ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.strokeStyle = newValue } }
        }

        /// The part of the shape's outline drawn, for a `trim(from:to:)`.
        public var trim: ClosedRange<CGFloat>? {
            get { extras?.trim ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.trim = newValue } }
        }

        /// A text's string.
        public var text: String? {
            didSet {
                // Lines that were the old text stay what they were.
                if linesStorage == nil, oldValue != text { linesStorage = oldValue.map { [$0] } ?? [] }
                normalizeLines()
            }
        }

        /// A text's lines, as it wraps in its frame.
        public var lines: [String] {
            get { linesStorage ?? (text.map { [$0] } ?? []) }
            set {
                linesStorage = newValue
                normalizeLines()
            }
        }

        /// The lines, or `nil` when they are what most items have: the text as its one line, or none
        /// for an item without text. A list of a row of text per item then keeps no array per item.
        private var linesStorage: [String]?

        /// Drops the lines kept when they are the ones `nil` stands for.
        private mutating func normalizeLines() {
            guard let stored = linesStorage else { return }
            if let text {
                if stored.count == 1, stored[0] == text { linesStorage = nil }
            } else if stored.isEmpty {
                linesStorage = nil
            }
        }

        /// A text's font size, or an image's symbol size, in points.
        public var fontSize: CGFloat?

        /// A text's font weight; `nil` for an image.
        public var fontWeight: Font.Weight?

        /// A symbol image's name, such as `heart.fill`.
        public var systemImage: String? {
            get { extras?.systemImage ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.systemImage = newValue } }
        }

        /// An asset image's name, such as `photo` for `Image("photo")`.
        public var imageName: String? {
            get { extras?.imageName ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.imageName = newValue } }
        }

        /// The effects' transform, from the item's laid-out coordinates to the screen's: the
        /// `offset`, `scaleEffect`, `rotationEffect`, `transformEffect` and geometry effects around
        /// it, outermost last. The identity when there is none. When a perspective is in force
        /// (``projection`` is not affine) this is the projection's affine part only.
        public var transform: AffineTransform

        /// The whole transform from the item's laid-out coordinates to the screen's, perspective
        /// included (`rotation3DEffect`, a ``GeometryEffect`` that returns one): equal to
        /// ``transform`` whenever it is affine. A drawing of a perspective projects the item's
        /// points (a text's or image's frame corners, a shape's path points) through it.
        public var projection: ProjectionTransform {
            get { extras?.projection ?? ProjectionTransform() }
            set { mutateExtras(unlessDefault: newValue == ProjectionTransform()) { $0.projection = newValue } }
        }

        /// The product of the `opacity` effects around it: 1 when there is none.
        public var opacity: Double

        /// The other drawing effects in force (blurs, masks), outermost first: empty when there is
        /// none.
        public var effects: [Effect] {
            get { extras?.effects ?? [] }
            set { mutateExtras(unlessDefault: newValue == []) { $0.effects = newValue } }
        }

        /// The shadow drawn under the item, from the innermost `shadow(color:radius:x:y:)` around
        /// it; `nil` when there is none.
        public var shadow: DisplayList.Shadow? {
            get { extras?.shadow ?? nil }
            set { mutateExtras(unlessDefault: newValue == nil) { $0.shadow = newValue } }
        }

        /// The `clipShape`s in force, outermost first, as paths in screen points (with the
        /// transform in force where each applies).
        public var clip: [Path] {
            get { extras?.clip ?? [] }
            set { mutateExtras(unlessDefault: newValue == []) { $0.clip = newValue } }
        }

        /// The names of the graph nodes that decide where and how the item is drawn, outermost
        /// first: the screen's layout node (`ViewHost.layout`), then, for each piece around the item
        /// from the outside in, a view's value and body (`Counter`, `Counter.body`), an effect's
        /// animatable node (`scaleEffect`, `offset`, `opacity`, after the frame node of an effect
        /// that reads its frame, `scaleEffect.frame`), a container's or a layout modifier's layout
        /// node (`VStack.layout`, `frame.layout`); last the item's own nodes: its frame node
        /// (`Text.frame`, where it is drawn), a shape's colour (`fill`, when it animates) and the
        /// shape (`ZStack[0]/Wave`). A state
        /// node is not among them: it reaches the item through the body that reads it. Empty for
        /// an item made by hand.
        public var nodes: [String] {
            get {
                nodeList.names
            }
            set { nodeList = .names(newValue) }
        }

        /// Creates an item; the display list's builder makes them.
        ///
        /// - Parameters:
        ///   - view: The view's name.
        ///   - kind: What the item is.
        ///   - frame: The laid-out frame, in screen points.
        public init(view: String, kind: Kind, frame: CGRect) {
            self.view = view
            self.kind = kind
            self.frame = frame
            transform = AffineTransform()
            opacity = 1
            nodeList = .names([])
        }

        /// The names of ``nodes``: the display list builder's path of names, spelled out only when
        /// read (most items' names are never read), or names set directly.
        var nodeList: _NodeList

        /// What most items leave at its default (a shape's path and stroke, an image's name, the
        /// rarer effects), kept apart so that an item is small: `nil` while all of it is. Shared
        /// between copies until one of them changes it.
        private var extras: _Extras?

        /// Changes the extras, copying them first if another item shares them; a change to a
        /// default value on an item without extras makes none.
        private mutating func mutateExtras(unlessDefault isDefault: Bool, _ change: (_Extras) -> Void) {
            if extras == nil {
                if isDefault { return }
                extras = _Extras()
            } else if !isKnownUniquelyReferenced(&extras!) {
                extras = extras!.copy()
            }
            change(extras!)
        }

        /// Whether two items draw the same: every property equal.
        public static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.view == rhs.view && lhs.kind == rhs.kind && lhs.frame == rhs.frame && lhs.fill == rhs.fill
                && lhs.text == rhs.text
                && ((lhs.linesStorage == nil && rhs.linesStorage == nil) || lhs.lines == rhs.lines)
                && lhs.fontSize == rhs.fontSize
                && lhs.fontWeight == rhs.fontWeight && lhs.transform == rhs.transform
                && lhs.opacity == rhs.opacity && lhs.nodeList == rhs.nodeList
                && (lhs.extras === rhs.extras || (lhs.extras ?? _Extras()) == (rhs.extras ?? _Extras()))
        }

        /// The frame as drawn: ``frame`` through ``projection``, the smallest rectangle holding its
        /// four corners (of those in front of the eye).
        public var drawnFrame: CGRect {
            let corners = drawnCorners.compactMap { $0 }
            guard !corners.isEmpty else { return .null }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }

        /// The frame's corners as drawn, top-left, top-right, bottom-right, bottom-left: each
        /// through ``projection``, `nil` for a corner behind the eye.
        public var drawnCorners: [CGPoint?] {
            [
                CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
            ].map { projection.apply(to: $0) }
        }
    }
}
