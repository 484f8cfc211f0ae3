/// The arguments of one subcommand, split into positionals and `--name value` options.
///
/// Parsing accepts `--name value` and `--name=value`, and `-h` or `--help` anywhere. Anything else
/// that starts with a dash is an unknown option.
struct ParsedArguments {
    /// The subcommand the arguments belong to, for error messages.
    let command: String
    /// The positional arguments, in order.
    private(set) var positionals: [String] = []
    /// The values of the options given, by option name.
    private(set) var values: [String: String] = [:]
    /// Whether `-h` or `--help` was given.
    private(set) var wantsHelp = false

    /// Parses `arguments` for the subcommand `command`, accepting only `options`.
    init(_ arguments: some Sequence<String>, for command: String, options: [OptionDefinition]) throws {
        self.command = command
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
            } else if argument.hasPrefix("-") && argument != "-" {
                var name = argument
                var value: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    value = String(argument[argument.index(after: equals)...])
                }
                guard let option = byName[name] else {
                    throw CommandLineError.usage("Unknown option '\(name)'", of: command)
                }
                guard let given = value ?? iterator.next() else {
                    throw CommandLineError.usage("Missing value for '\(option.synopsis)'", of: command)
                }
                values[name] = given
            } else {
                positionals.append(argument)
            }
        }
    }

    /// The value given for `option`, or `nil`.
    func value(_ option: OptionDefinition) -> String? { values[option.name] }

    /// The positional at `index`, or a usage error naming the missing `argument`.
    func positional(_ index: Int, _ argument: ArgumentDefinition) throws -> String {
        guard index < positionals.count else {
            throw CommandLineError.usage("Missing expected argument '\(argument.name)'", of: command)
        }
        return positionals[index]
    }

    /// A usage error if more than `count` positionals were given.
    func expectPositionals(atMost count: Int) throws {
        if positionals.count > count {
            throw CommandLineError.usage("Unexpected argument '\(positionals[count])'", of: command)
        }
    }

    /// The option's value as a finite number above zero (or at least zero when `allowsZero`), or
    /// `nil` when it was not given.
    func number(_ option: OptionDefinition, allowsZero: Bool = false) throws -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), number.isFinite, number > 0 || (allowsZero && number == 0) else {
            throw invalid(option, text, expected: "a \(allowsZero ? "non-negative" : "positive") number")
        }
        return number
    }

    /// The option's value, which must be one of `choices`; the first choice when it was not given.
    func choice(_ option: OptionDefinition, of choices: [String]) throws -> String {
        guard let text = value(option) else { return choices[0] }
        guard choices.contains(text) else {
            throw invalid(option, text, expected: Self.list(choices.map { "'\($0)'" }, conjunction: "or"))
        }
        return text
    }

    /// The usage error for a value `text` that `option` does not accept.
    func invalid(_ option: OptionDefinition, _ text: String, expected: String) -> CommandLineError {
        CommandLineError.usage(
            "The value '\(text)' is invalid for '\(option.synopsis)': expected \(expected)", of: command)
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
