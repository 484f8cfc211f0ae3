import Foundation

// The entry point: everything else is in AnimaticCommand, so it can be read top-down.
exit(AnimaticCommand.main(Array(CommandLine.arguments.dropFirst())))
