import Foundation

/// What every subcommand runs with: the command's name, its scenes and where output goes.
struct CommandContext {
    /// The name of the executable, for usage lines: `animatic`, or the user's own tool.
    let commandName: String
    /// The scenes the command line can run, in the order `list` shows them.
    let scenes: [Scene]
    /// What `list` says before the scenes: where they come from and the words their summaries use.
    var about: String? = nil

    /// The scene named `name`, or a usage error of `command` that lists every scene.
    func scene(named name: String, for command: String) throws -> Scene {
        if let scene = scenes.first(where: { $0.name == name }) { return scene }
        let names = scenes.map(\.name).joined(separator: ", ")
        throw CommandLineError.usage(
            scenes.isEmpty
                ? "Unknown scene '\(name)': this command has no scenes."
                : "Unknown scene '\(name)'. The scenes are: \(names).", of: command)
    }

    /// Writes `text` to standard output as it is.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to the file at `path`, or to standard output when `path` is `nil`.
    func write(_ text: String, toFile path: String?) throws {
        guard let path else { return write(text) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError.failure("Cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
