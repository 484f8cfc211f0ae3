// Animatic is the module users import: it re-exports the two layers below it, so
// `import Animatic` brings the animation math (AnimationCore) and the graph (GraphCore).
@_exported import AnimationCore
@_exported import GraphCore
