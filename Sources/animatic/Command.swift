import Playgrounds

/// The subcommands of `animatic`, with their help texts.
enum Command: String, CaseIterable {
    case list
    case run
    case trace
    case graph
    case help

    /// The one-line abstract shown in the subcommand list.
    var abstract: String {
        switch self {
        case .list: "List the scenes, with one line on each."
        case .run: "Run a scene and print its narrated timeline."
        case .trace: "Run a scene and write its trace."
        case .graph: "Print a scene's node graph: nodes, roles and edges, as text, DOT or Mermaid."
        case .help: "Show help for a subcommand."
        }
    }

    /// The `USAGE:` line.
    var usage: String {
        switch self {
        case .list: "animatic list"
        case .run: "animatic run <scene> [--until <seconds>] [--fps <frames>]"
        case .trace:
            "animatic trace <scene> [--format <format>] [--until <seconds>] [--fps <frames>] [--nodes <names>] "
                + "[--output <file>]"
        case .graph: "animatic graph <scene> [--format <format>] [--until <seconds>]"
        case .help: "animatic help [<subcommand>]"
        }
    }

    /// The whole help text, as `-h`, `--help` and `help <subcommand>` print it.
    var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n"
        switch self {
        case .list, .help:
            break
        case .graph:
            text += "\nARGUMENTS:\n  <scene>                 The scene to build (see 'animatic list').\n"
        case .run, .trace:
            text += "\nARGUMENTS:\n  <scene>                 The scene to run (see 'animatic list').\n"
        }
        switch self {
        case .run:
            text += """

                OPTIONS:
                  --until <seconds>       Run until this time instead of the scene's own duration.
                  --fps <frames>          Frames per second of the virtual clock. (default: 60)
                  -h, --help              Show help information.

                """
        case .trace:
            text += """

                OPTIONS:
                  --format <format>       The trace format: text or json. (default: text)
                  --until <seconds>       Run until this time instead of the scene's own duration.
                  --fps <frames>          Frames per second of the virtual clock. (default: 60)
                  --nodes <names>         Only these nodes, comma separated.
                  --output <file>         Write to this file instead of standard output.
                  -h, --help              Show help information.

                """
        case .graph:
            text += """

                OPTIONS:
                  --format <format>       text, dot (Graphviz) or mermaid. (default: text)
                  --until <seconds>       Run the scene until this time first: the edges are the ones then,
                                          such as the dashed dependencies on time while something animates.
                                          (default: 0, the first frame)
                  -h, --help              Show help information.

                """
        default:
            text += "\nOPTIONS:\n  -h, --help              Show help information.\n"
        }
        return text
    }

    /// The top-level help text.
    static var overview: String {
        var text = """
            OVERVIEW: Run, trace and inspect simulated SwiftUI animation graphs.

            Animatic simulates SwiftUI's attribute graph on a virtual clock and records every node
            evaluation of every frame.

            USAGE: animatic <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:

            """
        for command in Command.allCases {
            text +=
                "  " + command.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0) + "  \(command.abstract)\n"
        }
        text += "\n  See 'animatic help <subcommand>' for detailed help.\n"
        return text
    }
}
