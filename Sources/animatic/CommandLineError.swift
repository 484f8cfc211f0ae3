/// Why a command line could not be run: a usage error (exit code 64) or a failure (exit code 1).
struct CommandLineError: Error {
    /// The message, printed after `Error: `.
    let message: String
    /// The command whose usage line and help hint follow a usage error; `nil` for other failures.
    let usageOf: Command?

    static func usage(_ message: String, of command: Command) -> CommandLineError {
        CommandLineError(message: message, usageOf: command)
    }

    static func failure(_ message: String) -> CommandLineError {
        CommandLineError(message: message, usageOf: nil)
    }
}
