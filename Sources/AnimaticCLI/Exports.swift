// A scene is built on an AnimationGraph, so a tool that imports AnimaticCLI gets Animatic with it:
// `import AnimaticCLI` is all a user's `main.swift` and scene files need.
@_exported import Animatic
