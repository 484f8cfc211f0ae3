/// The arguments of one subcommand, split into positionals and `--name value` options.
struct ParsedArguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var wantsHelp = false

    /// Parses `arguments` for `command`, accepting only the options in `valued`.
    init(_ arguments: some Sequence<String>, for command: Command, valued: Set<String>) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
            } else if argument.hasPrefix("-") {
                var name = argument
                var value: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    value = String(argument[argument.index(after: equals)...])
                }
                guard valued.contains(name) else {
                    throw CommandLineError.usage("Unknown option '\(name)'", of: command)
                }
                guard let given = value ?? iterator.next() else {
                    throw CommandLineError.usage("Missing value for '\(name) <\(name.dropFirst(2))>'", of: command)
                }
                options[name] = given
            } else {
                positionals.append(argument)
            }
        }
    }

    /// The option's value as a positive, finite number, or `nil` when not given.
    func positiveNumber(_ name: String, for command: Command, allowZero: Bool = false) throws -> Double? {
        guard let text = options[name] else { return nil }
        guard let number = Double(text), number.isFinite, number > 0 || (allowZero && number == 0) else {
            throw CommandLineError.usage(
                "The value '\(text)' is invalid for '\(name)': expected a \(allowZero ? "non-negative" : "positive") "
                    + "number", of: command)
        }
        return number
    }
}
