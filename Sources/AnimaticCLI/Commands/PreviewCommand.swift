import Animatic
import AnimaticLive
import Foundation

/// `preview <scene>`: runs a scene live and serves its page on the loopback interface, until
/// Ctrl-C or the page's Stop.
struct PreviewCommand: Subcommand {
    static let name = "preview"
    static let abstract =
        "Run a scene live and serve its inspector on 127.0.0.1: play, pause and step the clock, tap the screen at "
        + "any frame, and keep the session as a script."
    static let arguments: [ArgumentDefinition] = [.scene]
    static let port = OptionDefinition(
        "--port", value: "port", help: "The port to listen on, on 127.0.0.1; 0 for one the system chooses.",
        default: "0")
    static let options: [OptionDefinition] = [.framesPerSecond, port]

    let scene: Scene
    let framesPerSecond: Double
    let port: UInt16

    init(parsing arguments: ParsedArguments, in context: CommandContext) throws {
        let name = try arguments.positional(0, .scene)
        try arguments.expectPositionals(atMost: 1)
        scene = try context.scene(named: name, for: arguments.command)
        framesPerSecond = try arguments.number(.framesPerSecond) ?? 60
        if framesPerSecond > AnimationGraph.maximumFramesPerSecond {
            throw arguments.invalid(
                .framesPerSecond, arguments.value(.framesPerSecond) ?? "",
                expected: "at most \(Int(AnimationGraph.maximumFramesPerSecond)) frames per second")
        }
        let text = arguments.value(Self.port) ?? "0"
        guard let port = UInt16(text) else {
            throw arguments.invalid(Self.port, text, expected: "a whole number from 0 to 65535")
        }
        self.port = port
    }

    func run(in context: CommandContext) throws {
        let server: LiveServer
        do {
            server = try LiveServer(port: port)
        } catch {
            throw CommandLineError.failure(
                "\(error.description) Choose another port with '--port <port>', or leave it out for a free one.")
        }
        let session = LiveSession(scene: scene, framesPerSecond: framesPerSecond)
        let preview = LivePreview(session: session, port: server.port)
        // Ctrl-C and a termination end the serving loop, which then returns normally: the handler
        // writes a byte to the pipe the loop watches. It is installed before the address is printed,
        // so whoever reads the address may interrupt at once.
        stopDescriptor = server.stopper.descriptor
        // A parent may have blocked them (a test runner does), and a child inherits that: unblocked.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(stopDescriptor, &byte, 1)
            }
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        FileHandle.standardError.write(
            Data(
                ("Previewing '\(scene.name)' on 127.0.0.1 only. Open this address in a browser; one page at a "
                    + "time. Ctrl-C stops.\n").utf8))
        context.write(preview.address + "\n")

        server.serve { request in
            let response = preview.respond(to: request)
            if preview.wantsToStop { server.stop() }
            return response
        }
        FileHandle.standardError.write(
            Data("Stopped: the session ran to frame \(session.frame) with \(session.taps.count) taps.\n".utf8))
    }
}

/// The pipe that the handler of Ctrl-C writes to, to stop the serving loop. A C signal handler
/// captures nothing, so it reads this, set before the handler is installed.
nonisolated(unsafe) private var stopDescriptor: Int32 = -1
