/// Why a command line could not be run: a usage error (exit code 64) or a failure (exit code 1).
///
/// A usage error is followed by the usage line of the subcommand it concerns and where to find its
/// help, as swift-argument-parser prints them.
struct CommandLineError: Error {
    /// The message, printed after `Error: `.
    let message: String
    /// The subcommand whose usage line and help hint follow a usage error, by name; the empty string
    /// for the top-level command; `nil` for failures that are not about usage.
    let usageOf: String?

    /// A usage error: the command line itself is wrong. Exit code 64.
    static func usage(_ message: String, of command: String) -> CommandLineError {
        CommandLineError(message: message, usageOf: command)
    }

    /// A failure of the work the command line asked for. Exit code 1.
    static func failure(_ message: String) -> CommandLineError {
        CommandLineError(message: message, usageOf: nil)
    }

    /// The process exit code for this error.
    var exitCode: Int32 { usageOf == nil ? 1 : 64 }
}
