// A scene is built on an AnimationGraph, so a tool that imports AnimaticCLI gets Animatic with it,
// and the authoring types with it: `import AnimaticCLI` is all a user's `main.swift` and scene
// files need (`Scene`, `Script`, `AnimaticCLI.main(scenes:)`).
@_exported import Animatic
@_exported import AnimaticScenes
