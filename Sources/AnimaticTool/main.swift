import AnimaticCLI
import AnimaticPlaygrounds

// `animatic` is the command line over the built-in scenes; a user's own tool is the same two lines
// with its own scenes.
AnimaticCLI.main(scenes: SceneCatalog.all + SceneCatalog.handBuilt, about: SceneCatalog.about)
