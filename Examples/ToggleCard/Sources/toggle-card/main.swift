import AnimaticCLI
import ToggleCard

AnimaticCLI.main(scenes: [.toggleCard])
