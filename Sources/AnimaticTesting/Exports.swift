// A test that asserts a graph builds the graph too: `import AnimaticTesting` brings Animatic with it.
@_exported import Animatic
