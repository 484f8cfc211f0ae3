@_exported import AnimationCore
@_exported import GraphCore
